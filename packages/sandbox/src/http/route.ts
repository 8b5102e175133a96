import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import type { Endpoint } from '@casino-sdk/core/contract';
import type { AdminSession } from '../admin/admin-sessions';
import type { AppEnv } from './env';
import { HttpError, unauthenticated } from './errors';
import { assertSafeInput } from './safe-input';
import { checkNamedPlayer, proveCaller, type ProvenPlayer } from './proof';
import type { SessionPlayer, TempToken } from './sessions';

export interface RouteInput<Q extends z.ZodMiniType, B extends z.ZodMiniType> {
  c: Context<AppEnv>;
  params: Record<string, string>;
  query: z.output<Q>;
  body: z.output<B>;
  /** The signed-in player; only calls proven by a session have one (reading it elsewhere answers 401). */
  player: SessionPlayer;
  /** The player a `player` or `player-or-registration` call proved it is, by session or registration token. */
  owner: ProvenPlayer;
  /** The temporary token of a temp-token call. */
  tempToken: TempToken;
  /** The admin-mode session of an admin call. */
  admin: AdminSession;
}

export type RouteHandler<Q extends z.ZodMiniType, B extends z.ZodMiniType, R extends z.ZodMiniType> = (
  input: RouteInput<Q, B>,
) => Promise<z.input<R>> | z.input<R>;

const served = new WeakMap<Hono<AppEnv>, Set<Endpoint>>();

/** The contract endpoints an app has a handler for. */
export function servedEndpoints(app: Hono<AppEnv>): Set<Endpoint> {
  let set = served.get(app);
  if (!set) served.set(app, (set = new Set()));
  return set;
}

/**
 * `me/{id}/x` → `/v1/me/:id/x`. Trailing slashes stay: the contract writes them as the platform
 * serves them. A placeholder inside a segment (`verify_{channel}`) becomes a parameter that must
 * start with the literal part; `pathParams` takes the literal part off again.
 */
export function honoPath(path: string): string {
  const segments = path.split('/').map((segment) => {
    const match = /^([^{}]*)\{(\w+)\}$/.exec(segment);
    if (!match) return segment;
    const [, prefix, name] = match;
    return prefix ? `:${name}{${prefix.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}[^/]+}` : `:${name}`;
  });
  return `/v1/${segments.join('/')}`;
}

/** The path's parameters as the contract names them: `verify_{channel}` on `verify_email` is `email`. */
function pathParams(path: string, matched: Record<string, string>): Record<string, string> {
  const params = { ...matched };
  for (const [, prefix, name] of path.matchAll(/(?:^|\/)([^/{}]+)\{(\w+)\}(?=\/|$)/g)) {
    const value = params[name!];
    if (value?.startsWith(prefix!)) params[name!] = value.slice(prefix!.length);
  }
  return params;
}

/**
 * Registers one contract endpoint: checks the proof the endpoint needs (and that a named player is the proven one),
 * validates query and body with the contract's schemas (422 with per-field messages), and
 * sends the handler's result, whose type is the response schema's input, so the server
 * cannot drift from what the client parses. With `checkResponses` the result is also parsed
 * at run time, which the tests switch on.
 */
export function route<Q extends z.ZodMiniType, B extends z.ZodMiniType, R extends z.ZodMiniType>(
  app: Hono<AppEnv>,
  endpoint: Endpoint<Q, B, R>,
  handler: RouteHandler<Q, B, R>,
  /** Reads the body instead of the whole-body parse, e.g. an upload streamed with its own limits. */
  options: { readBody?: (c: Context<AppEnv>) => Promise<unknown> } = {},
): void {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  servedEndpoints(app).add(endpoint);
  app[method](honoPath(endpoint.path), async (c) => {
    const { checkResponses, mode } = c.var.app;
    if (endpoint.sandboxOnly && mode !== 'sandbox') throw new HttpError(404, 'Not found.');

    const { player, owner, tempToken, admin } = await proveCaller(c, endpoint);

    const params = pathParams(endpoint.path, c.req.param() as Record<string, string>);
    const rawBody = endpoint.body ? await (options.readBody ?? readBody)(c) : undefined;
    // Before validation: someone else's id gets 403 however well-formed the rest is.
    checkNamedPlayer(endpoint.namesPlayer, owner, params, rawBody);
    const query = endpoint.query ? parseOrFail(endpoint.query, readQuery(c)) : undefined;
    const body = endpoint.body ? parseOrFail(endpoint.body, rawBody) : undefined;
    assertSafeInput({ params, query, body });

    const result = await handler({
      c,
      params,
      query: query as z.output<Q>,
      body: body as z.output<B>,
      get player(): SessionPlayer {
        if (!player) throw unauthenticated();
        return player;
      },
      get owner(): ProvenPlayer {
        if (!owner) throw unauthenticated();
        return owner;
      },
      get tempToken(): TempToken {
        if (!tempToken) throw unauthenticated();
        return tempToken;
      },
      get admin(): AdminSession {
        if (!admin) throw unauthenticated();
        return admin;
      },
    });

    if (checkResponses) {
      const checked = endpoint.response.safeParse(result);
      if (!checked.success) {
        throw new Error(`Response of ${endpoint.method} ${endpoint.path} breaks the contract: ${JSON.stringify(checked.error.issues)}`);
      }
    }
    if (result === undefined) return c.body(null, 204);
    return c.json(result as object, endpoint.successStatus ?? 200);
  });
}

/** A repeated key (`tag[]=a&tag[]=b`) becomes a list; a single one stays a string. */
function readQuery(c: Context<AppEnv>): Record<string, string | string[]> {
  const all = c.req.queries();
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(all)) out[key] = values.length === 1 ? values[0]! : values;
  return out;
}

async function readBody(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    try {
      return await c.req.parseBody();
    } catch {
      // A broken multipart body (no boundary, a cut-off part) is the caller's mistake, not ours.
      throw new HttpError(400, 'The request body is not valid form data.');
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

function parseOrFail<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw validationError(parsed.error, value);
}

/** The value at `path` in what the caller sent (before any coercion). */
function sentAt(sent: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), sent);
}

/**
 * Laravel's shape: the first message on top, every message under its dotted field name. `sent`, what
 * the caller sent, tells a missing number from a wrong one: a query's numbers are coerced, and both
 * reach the schema as NaN.
 */
export function validationError(error: z.core.$ZodError, sent?: unknown): HttpError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const name = field.replace(/_/g, ' ');
    const wrongType = issue.code === 'invalid_type';
    const missing = wrongType && (issue.input === undefined || (sent !== undefined && sentAt(sent, issue.path) === undefined));
    const notNumber = wrongType && typeof issue.input === 'number' && Number.isNaN(issue.input);
    (errors[field] ??= []).push(missing ? `The ${name} field is required.` : notNumber ? `The ${name} field must be a number.` : issue.message);
  }
  const fields = Object.keys(errors);
  const first = errors[fields[0]!]?.[0] ?? 'The given data was invalid.';
  const more = error.issues.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
  return new HttpError(422, message, { code: 'validation_failed', errors });
}
