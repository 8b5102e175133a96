import './jitless';
import type * as z from 'zod/mini';

/**
 * The proof a call carries besides the skin's basic authorization. The skin's credentials ship in
 * every page, so they identify a skin, never a player: a call that reads or changes a player needs
 * more.
 * - `skin`: nothing more; the call touches no player.
 * - `player`: the player's session (`user-token` header).
 * - `player-or-registration`: the player's session, or, while registering (before any session
 *   exists), the registration token the platform issued for that one new player (`token` header).
 * - `temp-token`: a temporary token from a link (`token`).
 * - `admin`: an admin-mode token (`admin-token`): operator staff, and the sandbox's own calls.
 * - `player-or-visitor`: the player's session when there is one; without one the call is a visitor's
 *   and may do only what a visitor may (the demo launch). A session that is sent must be valid, and
 *   a call that names a player without a session is refused (401).
 */
export type Auth = 'skin' | 'player' | 'player-or-registration' | 'temp-token' | 'admin' | 'player-or-visitor';

/**
 * Where a call names a player, and by which id. The proof must belong to that player: another
 * player's session gets 403, whether or not the named id exists.
 */
export interface NamedPlayer {
  in: 'path' | 'body';
  /** The path parameter or body field. */
  key: string;
  /** A user id (the credentials' id, `user_id`) or a player id (the casino account's, `player_id`). */
  id: 'user' | 'player';
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the /v1/ API. `path` is relative to /v1/ and may hold `{name}` placeholders.
 * The client and the sandbox both read these definitions: the client parses responses with
 * `response`, the sandbox validates `query` and `body` with them.
 */
export interface Endpoint<
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: Method;
  path: string;
  auth: Auth;
  /** The call names a player in its path or body; the server checks the proof is that player's. */
  namesPlayer?: NamedPlayer;
  query?: Q;
  body?: B;
  response: R;
  /** Moves money: the client sends an Idempotency-Key and may retry it. */
  movesMoney?: boolean;
  /** Spec says "method and path not shown": this definition is ours. */
  defined?: 'by-sdk';
  /** The status of a success when it is not 200 (201 for a created resource). */
  successStatus?: 201 | 202;
  /** Only served by the sandbox in sandbox mode; never part of a real platform. */
  sandboxOnly?: boolean;
  /** The body goes as multipart/form-data (file uploads), not JSON. */
  multipart?: boolean;
  /** A success answers a file, not JSON: the client hands back its Blob (a failure is still the JSON error shape). */
  binary?: boolean;
}

/** Keys an endpoint definition may not have: a misspelt flag fails to compile instead of being ignored. */
type OnlyEndpointKeys<D> = { [K in keyof D]: K extends keyof Endpoint ? D[K] : never };

/**
 * Returns the definition with its exact type, so `api.auth.login.query` is known to exist (no `?.`)
 * and `path` keeps its literal value.
 */
export function endpoint<const D extends Endpoint>(def: D & OnlyEndpointKeys<D>): D {
  return def;
}

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodMiniType, z.ZodMiniType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodMiniType, infer B, z.ZodMiniType> ? z.input<B> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer R> ? z.output<R> : never;

/** `{name}` placeholders of a path, filled in order of appearance. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
