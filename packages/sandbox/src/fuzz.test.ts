import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { api, type Endpoint } from '@casino-sdk/core/contract';
import { openAdminSession } from './admin/admin-sessions';
import { admins, players } from './db/schema';
import { openSession } from './http/sessions';
import { createTestSandbox, skinAuthorization, type TestSandbox } from './testing/test-sandbox';

/**
 * No input answers 5xx. Every call of the contract, served or not, gets arbitrary path parameters,
 * query strings and bodies (unicode, NUL, lone surrogates, huge, negative and fractional numbers,
 * 'NaN' and '1e309', missing, extra and wrongly typed fields, broken JSON and form data) with the
 * proof its `auth` asks for, so the handlers themselves run. Any status of 500 or more, or any error
 * the app logs, fails with fast-check's seed and the smallest request that does it.
 *
 * FUZZ_RUNS=500 npx vitest run packages/sandbox/src/fuzz.test.ts runs it harder.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** The fuzz's own client address, so its failed logins never throttle the checks at the end. */
const FUZZ_ENV = { incoming: { socket: { remoteAddress: '203.0.113.77' } } };

let sandbox: TestSandbox;
let adminId: number;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  const [admin] = await sandbox.db.select({ id: admins.id }).from(admins).limit(1);
  adminId = admin!.id;
});
afterAll(() => sandbox.close());

const endpoints: Endpoint[] = Object.values(api).flatMap((group) => Object.values(group as Record<string, Endpoint>));

/** The keys of an object schema (zod mini keeps them on its definition); none for other shapes. */
function keysOf(schema: z.ZodMiniType | undefined): string[] {
  const shape = (schema as { _zod: { def: { shape?: Record<string, unknown> } } } | undefined)?._zod.def.shape;
  return shape ? Object.keys(shape) : [];
}

/** A number written into the JSON text as it is: `1e309`, `-0`, `1E400`, which JSON.stringify cannot write. */
class RawNumber {
  constructor(readonly text: string) {}
  toString(): string {
    return `RawNumber(${this.text})`;
  }
}

function toJson(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).filter(([, item]) => item !== undefined).map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(',')}}`;
  }
  // NaN and ±Infinity become null, as JSON.stringify writes them; lone surrogates become \ud800.
  return JSON.stringify(value) ?? 'null';
}

/** Percent-encoding that also writes lone surrogates (as the bytes a WTF-8 encoder would send). */
function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A path parameter or query value sent as given, not encoded: broken escapes and such. */
class RawText {
  constructor(readonly text: string) {}
  toString(): string {
    return `RawText(${this.text})`;
  }
}
const encoded = (value: string | RawText) => (value instanceof RawText ? value.text : percentEncode(value));

// ---- Arbitraries ----------------------------------------------------------------------------

/** Any UTF-16 code unit, NUL and lone surrogates included. */
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

const nastyText = fc.constantFrom(
  '', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', '\ud83d\ude00', 'é', 'İı', '\u202e', '\ufeff', '\u2028',
  '%', '%00', '%ff', '..', '../..', '/', '?', '#', '&', '=', '[]', '{}', 'null', 'undefined', 'true', 'false',
  'NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '-0', '0x1f', '1_000', ' 1 ', '1.5', '-1', '0', '00', '2147483647',
  '2147483648', '-2147483649', '9007199254740991', '9007199254740993', '99999999999', '1e300', '0.001',
  "' OR 1=1 --", '<script>alert(1)</script>', '\\', '"', 'a'.repeat(3000),
);

const nastyNumber = fc.constantFrom(
  0, -0, 1, -1, 0.5, -0.5, 0.001, 0.005, 12.345, 2147483647, 2147483648, -2147483648, -2147483649, 32767, 32768,
  Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 99999999999, 1e12, 1e21, 1e300, -1e300, 1e-300,
  Number.MAX_VALUE, Number.MIN_VALUE, NaN, Infinity, -Infinity,
);
const rawNumber = fc.constantFrom('1e309', '-1e309', '1E400', '-0', '0.0000000000000000000000001', '123456789012345678901234567890').map((text) => new RawNumber(text));

/** Values of this sandbox that let a request get past lookups into the handler's own code. */
interface Known {
  username: string;
  userId: number;
  playerId: number;
}
function plausibleValues(known: Known): (string | number | boolean)[] {
  return [
    known.username, 'Fuzz-pass-1!', known.userId, known.playerId, String(known.userId), String(known.playerId),
    'en', 'de', 'cs', 'xx', 'total', 'bonus', 'readone', 'message-groups', 'realityCheck', 'firstLogin', 'terms-and-conditions',
    '1001', '1011', 'header', 'casino', 'email', 'sms', 'promotion', 'rank', 'slot', 'limits', 'exclusion', '+35679123456',
    'fuzz@example.com', '1990-01-01', '2999-12-31', '127.0.0.1', 'BasicAmlLevel', 'Subject', 1, 3, 5, 15, 60, 100, 1001, -5, 12.34,
    true, false,
  ];
}

/** Path parameter values that name something this sandbox has, by the parameter's name. */
function pathValues(name: string, known: Known): string[] {
  const ids = [String(known.userId), String(known.playerId), '1', '3'];
  switch (name) {
    case 'username':
      return [known.username];
    case 'id':
      return [...ids, 'readone', 'message-groups', '1001', '1011', 'terms-and-conditions'];
    case 'language':
      return ['en', 'de', 'cs'];
    case 'section':
      return ['header', 'casino'];
    case 'channel':
      return ['email', 'sms'];
    default:
      return [...ids, known.username, 'en', 'casino', 'slot'];
  }
}

/** The enum values and literals a field schema names (through optional, nullable, default, pipe, union). */
function literalsOf(schema: unknown, depth = 0): unknown[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def || depth > 5) return [];
  if (def.type === 'enum') return Object.values(def.entries as Record<string, unknown>);
  if (def.type === 'literal') return def.values as unknown[];
  const inner = [def.innerType, def.in, def.out, ...((def.options as unknown[] | undefined) ?? [])];
  return inner.flatMap((child) => literalsOf(child, depth + 1));
}

function accepts(schema: unknown, value: unknown): boolean {
  return (schema as z.ZodMiniType).safeParse(value).success;
}

/**
 * Longer than a database index row may be (2704 bytes), and random enough not to compress below
 * it: fast-check's own strings lean on a few characters, so these come from a seeded generator.
 */
const longText = fc.integer().map((seed) => {
  let state = seed | 1;
  let text = '';
  for (let i = 0; i < 3000; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    text += String.fromCharCode(33 + ((state >>> 0) % 94));
  }
  return text;
});

function textArb(known: Known): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 1, arbitrary: longText },
    { weight: 3, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 2, arbitrary: fc.string({ unit: anyUnit, maxLength: 12 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
    { weight: 3, arbitrary: nastyText },
    { weight: 3, arbitrary: fc.constantFrom(...plausibleValues(known)).map(String) },
  );
}

/** A name-like word: a fresh username, a slug, a code. */
const word = fc.stringMatching(/^[A-Za-z0-9_-]{3,16}$/);

/** Text the database cannot store (NUL, a lone surrogate) slipped into an otherwise good value. */
function poisoned(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(text, fc.constantFrom('\u0000', '\ud800', '\udfff', '\udc00\ud800'), fc.nat())
    .map(([value, poison, at]) => value.slice(0, at % (value.length + 1)) + poison + value.slice(at % (value.length + 1)));
}

function jsonValueArb(known: Known): fc.Arbitrary<unknown> {
  const text = textArb(known);
  const scalar = fc.oneof(
    { weight: 4, arbitrary: text },
    { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), nastyNumber) },
    { weight: 1, arbitrary: rawNumber },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    { weight: 3, arbitrary: fc.constantFrom(...plausibleValues(known)) },
  );
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 3 },
      { weight: 6, arbitrary: scalar },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
      { weight: 1, arbitrary: fc.dictionary(text, tie('value'), { maxKeys: 3 }) },
    ),
  }));
  return value;
}

/**
 * How far a request strays. A tidy one has only values the contract accepts, and then one odd value
 * (`Mutation`) in one place, so that it reaches the handler; a wild one is noise everywhere, for the
 * parsing and validation around it.
 */
interface Style {
  /** Relative weights of a value the contract accepts, one with NUL or a lone surrogate slipped in, a plain word, and anything at all. */
  valid: number;
  poisoned: number;
  /** A number at an edge: 2^31, 2^53 - 1, 1e300, NaN, -0, fractions, '1e309' written out. */
  edge: number;
  word: number;
  wild: number;
  /** An optional field is left out once in this many. */
  absentOneIn: number;
  /** Fields the contract does not know, and other kinds of body. */
  extras: boolean;
}
const TIDY: Style = { valid: 1, poisoned: 0, edge: 0, word: 0, wild: 0, absentOneIn: 2, extras: false };
const WILD: Style = { valid: 2, poisoned: 1, edge: 1, word: 1, wild: 3, absentOneIn: 4, extras: true };

/** One field's value: one the contract accepts, a word, or anything at all, as the style weighs them. */
function fieldArb(schema: unknown, known: Known, wild: fc.Arbitrary<unknown>, asText: boolean, style: Style): fc.Arbitrary<unknown> {
  const candidates = [...literalsOf(schema), ...plausibleValues(known)].map((value) => (asText ? String(value) : value));
  const valid = [...new Set(candidates)].filter((value) => accepts(schema, value));
  const validText = valid.filter((value): value is string => typeof value === 'string');
  return fc.oneof(
    { weight: style.valid, arbitrary: valid.length > 0 ? fc.constantFrom(...valid) : word },
    { weight: style.poisoned, arbitrary: poisoned(validText.length > 0 ? fc.constantFrom(...validText) : word) },
    { weight: style.edge, arbitrary: asText ? fc.oneof(nastyNumber.map(String), rawNumber.map((raw) => raw.text)) : fc.oneof(nastyNumber, rawNumber) },
    { weight: style.word, arbitrary: word },
    { weight: style.wild, arbitrary: wild },
  );
}

/** An object's known fields, with values from `fieldArb`; a required one is there unless the style is wild. */
function fieldsArb(schema: z.ZodMiniType | undefined, known: Known, wild: fc.Arbitrary<unknown>, asText: boolean, style: Style): fc.Arbitrary<[string, unknown][]> {
  const shape = (schema as { _zod: { def: { shape?: Record<string, unknown> } } } | undefined)?._zod.def.shape ?? {};
  const keys = Object.keys(shape);
  const optional = (key: string) => style.extras || accepts(shape[key], undefined);
  return fc
    .tuple(...keys.map((key) => (optional(key) ? fc.option(fieldArb(shape[key], known, wild, asText, style), { nil: undefined, freq: style.absentOneIn }) : fieldArb(shape[key], known, wild, asText, style))))
    .map((values) => keys.flatMap((key, index) => (values[index] === undefined ? [] : [[key, values[index]] as [string, unknown]])));
}

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; contentType: string; text: string }
  | { kind: 'form'; fields: [string, string][] };

interface FuzzRequest {
  params: Record<string, string | RawText>;
  query: [string | RawText, string | RawText][];
  body: Body | undefined;
  acceptLanguage: string | undefined;
  /** Send a made-up token instead of the real one. */
  badToken: string | undefined;
}

function requestArb(endpoint: Endpoint, known: Known): fc.Arbitrary<FuzzRequest> {
  const tidy = fc.tuple(styledRequestArb(endpoint, known, TIDY), fc.nat(), mutationArb(known)).map(([request, at, mutation]) => mutate(request, at, mutation));
  return fc.oneof({ weight: 4, arbitrary: tidy }, { weight: 1, arbitrary: styledRequestArb(endpoint, known, WILD) });
}

/** Whole numbers around the integer column limits (2^15, 2^31, 2^32, 2^53). */
const boundaryInt = fc.constantFrom(2147483648, 4294967296, 99999999999, 1e12, Number.MAX_SAFE_INTEGER, -2147483649, 2147483647, 32768, -1, 0);

/**
 * The one odd value of a tidy request, with a choice for each kind of slot: a number (or a
 * numeric string) mostly becomes a boundary integer, any other text mostly gets NUL or a lone
 * surrogate slipped in, or becomes a long one.
 */
interface Mutation {
  /** 0 to 99: picks what happens to the slot. */
  roll: number;
  poison: string;
  at: number;
  boundary: number;
  edge: number | RawNumber;
  word: string;
  long: string;
  wild: unknown;
}

function mutationArb(known: Known): fc.Arbitrary<Mutation> {
  return fc.record({
    roll: fc.nat(99),
    poison: fc.constantFrom('\u0000', '\ud800', '\udfff', '\udc00\ud800'),
    at: fc.nat(),
    boundary: boundaryInt,
    edge: fc.oneof(nastyNumber, rawNumber),
    word,
    long: longText,
    wild: jsonValueArb(known),
  });
}

/** The request with its `at`-th value (path parameters, then query, then body fields) replaced. */
function mutate(request: FuzzRequest, at: number, mutation: Mutation): FuzzRequest {
  const replacement = (value: unknown, asText: boolean): unknown => {
    const text = value instanceof RawText ? value.text : typeof value === 'string' ? value : JSON.stringify(value);
    const numeric = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
    const { roll } = mutation;
    let out: unknown;
    if (numeric ? roll < 60 : roll >= 85 && roll < 90) out = mutation.boundary;
    else if (numeric ? roll < 80 : roll >= 90) out = mutation.edge;
    else if (!numeric && roll >= 40 && roll < 60) out = mutation.long;
    else if (numeric ? roll < 90 : roll < 40) {
      const cut = mutation.at % (text.length + 1);
      out = text.slice(0, cut) + mutation.poison + text.slice(cut);
    } else if (numeric || roll < 70) out = mutation.wild;
    else out = mutation.word;
    if (!asText) return out;
    return out instanceof RawNumber ? out.text : typeof out === 'string' ? out : toJson(out);
  };
  const params = { ...request.params };
  const query = request.query.map((entry) => [...entry] as [string | RawText, string | RawText]);
  const value = request.body?.kind === 'json' ? request.body.value : undefined;
  const body = value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : undefined;
  const slots = Object.keys(params).length + query.length + Object.keys(body ?? {}).length;
  if (slots === 0) return request;
  let index = at % slots;
  for (const name of Object.keys(params)) if (index-- === 0) params[name] = replacement(params[name], true) as string;
  for (const entry of query) if (index-- === 0) entry[1] = replacement(entry[1], true) as string;
  for (const key of Object.keys(body ?? {})) if (index-- === 0) body![key] = replacement(body![key], false);
  return { ...request, params, query, body: body ? { kind: 'json', value: body } : request.body };
}

function styledRequestArb(endpoint: Endpoint, known: Known, style: Style): fc.Arbitrary<FuzzRequest> {
  const text = textArb(known);
  const value = jsonValueArb(known);
  const rawPiece = fc.constantFrom('%ff', '%00', '%ED%A0%80', '%', '%zz', '%C0%AF', '%E2%82', '+', '%2F', '%2e%2e').map((raw) => new RawText(raw));
  const piece = fc.oneof({ weight: 5, arbitrary: text }, { weight: 1, arbitrary: rawPiece });
  const numberText = fc.oneof(fc.integer(), fc.double(), nastyNumber).map(String);
  const queryWild = fc.oneof({ weight: 4, arbitrary: piece }, { weight: 1, arbitrary: numberText });

  const paramNames = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const paramValue = (name: string) =>
    fc.oneof(
      { weight: style.valid, arbitrary: fc.constantFrom(...pathValues(name, known)) },
      { weight: style.poisoned, arbitrary: poisoned(fc.constantFrom(...pathValues(name, known))) },
      { weight: style.edge, arbitrary: fc.oneof(nastyNumber.map(String), rawNumber.map((raw) => raw.text)) },
      { weight: style.word, arbitrary: word },
      { weight: style.wild, arbitrary: fc.oneof({ weight: 3, arbitrary: piece }, { weight: 1, arbitrary: numberText }) },
    );
  const params = fc.record(Object.fromEntries(paramNames.map((name) => [name, paramValue(name)])));

  const queryKeys = keysOf(endpoint.query);
  const extraKey = queryKeys.length > 0 ? fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...queryKeys) }, { weight: 2, arbitrary: piece }) : piece;
  const query = fc
    .tuple(fieldsArb(endpoint.query, known, queryWild, true, style), fc.array(fc.tuple(extraKey, queryWild), { maxLength: style.extras ? 2 : 0 }))
    .map(([fields, extra]) => [...(fields as [string, string | RawText][]), ...extra]);

  const bodyKeys = keysOf(endpoint.body);
  const extraFields = fc.array(fc.tuple(text, value), { maxLength: style.extras ? 2 : 0 });
  const objectBody = fc
    .tuple(fieldsArb(endpoint.body, known, value, false, style), extraFields)
    .map(([fields, extra]) => Object.fromEntries([...extra, ...fields]));
  const bodyArbitrary: fc.Arbitrary<Body | undefined> = fc.oneof(
    { weight: endpoint.body ? 12 : 1, arbitrary: objectBody.map((v): Body => ({ kind: 'json', value: v })) },
    { weight: style.extras ? 2 : 0, arbitrary: value.map((v): Body => ({ kind: 'json', value: v })) },
    {
      weight: style.extras ? 1 : 0,
      arbitrary: fc
        .tuple(
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=xyz', 'multipart/form-data; boundary='),
          fc.oneof(fc.string({ unit: anyUnit, maxLength: 40 }), fc.constantFrom('{"username":', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1', '--xyz--', 'a=%ff&b=%00&=&&c', '[', '{}}', '\u0000')),
        )
        .map(([contentType, raw]): Body => ({ kind: 'text', contentType, text: raw })),
    },
    {
      weight: style.extras ? 1 : 0,
      arbitrary: fc
        .array(fc.tuple(bodyKeys.length > 0 ? fc.oneof(fc.constantFrom(...bodyKeys), text) : text, text), { maxLength: 4 })
        .map((fields): Body => ({ kind: 'form', fields })),
    },
    { weight: endpoint.body ? (style.extras ? 1 : 0) : 6, arbitrary: fc.constant(undefined) },
  );

  const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 30 });
  return fc.record({
    params,
    query,
    body: bodyArbitrary,
    acceptLanguage: fc.option(fc.oneof(headerText, fc.constantFrom('de', 'cs-CZ,cs;q=0.9', '*', ',,,', 'xx-YY;q=abc')), { nil: undefined }),
    badToken: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: style.extras ? 1 : 0, arbitrary: headerText }),
  });
}

// ---- Sending ----------------------------------------------------------------------------------

interface Proofs {
  userToken: string;
  adminToken: string;
}

/**
 * The headers of the proof `auth` asks for. Unknown kinds (new ones the contract may add) get the
 * skin's credentials and the player's session, which is what most player calls take.
 */
function credentials(endpoint: Endpoint, proofs: Proofs): Record<string, string> {
  const headers: Record<string, string> = { authorization: skinAuthorization };
  switch (endpoint.auth as string) {
    case 'skin':
      break;
    case 'admin':
      headers['admin-token'] = proofs.adminToken;
      break;
    default:
      headers['user-token'] = proofs.userToken;
  }
  // The sandbox's own calls want an admin-mode token whatever their auth says.
  if (endpoint.sandboxOnly || endpoint.path.startsWith('sandbox/')) headers['admin-token'] = proofs.adminToken;
  return headers;
}

function send(endpoint: Endpoint, request: FuzzRequest, proofs: Proofs): { url: string; init: RequestInit; description: string } {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encoded(request.params[name] ?? ''));
  const search = request.query.map(([key, value]) => `${encoded(key)}=${encoded(value)}`).join('&');
  const url = `/v1/${path}${search ? `?${search}` : ''}`;
  const headers = credentials(endpoint, proofs);
  if (request.badToken !== undefined) {
    for (const name of ['user-token', 'admin-token']) if (headers[name]) headers[name] = request.badToken;
  }
  if (request.acceptLanguage !== undefined) headers['accept-language'] = request.acceptLanguage;

  let body: BodyInit | undefined;
  const { body: spec } = request;
  if (spec?.kind === 'json') {
    headers['content-type'] = 'application/json';
    body = toJson(spec.value);
  } else if (spec?.kind === 'text') {
    headers['content-type'] = spec.contentType;
    body = spec.text;
  } else if (spec?.kind === 'form') {
    // Half of them urlencoded, half multipart (FormData writes its own content type).
    if (spec.fields.length % 2 === 0) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = spec.fields.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&');
    } else {
      const form = new FormData();
      for (const [key, value] of spec.fields) form.append(key, value);
      body = form;
    }
  }
  // GET and HEAD carry no body in fetch; the call goes without it.
  if (endpoint.method === 'GET') {
    body = undefined;
    delete headers['content-type'];
  }
  const description = `${endpoint.method} ${url}${typeof body === 'string' ? `\nbody (${headers['content-type']}): ${JSON.stringify(body).slice(0, 500)}` : ''}`;
  return { url, init: { method: endpoint.method, headers, body }, description };
}

// ---- The properties -----------------------------------------------------------------------------

/** `{ message, code?, errors? }`, the contract's error body. */
function hasErrorShape(text: string): boolean {
  try {
    const body = JSON.parse(text) as { message?: unknown } | null;
    return typeof body?.message === 'string';
  } catch {
    return false;
  }
}

let clones = 0;

/** A fresh copy of demo-player for one endpoint's runs, so nothing a run does to it leaks further. */
async function fuzzPlayer(): Promise<Known> {
  const username = `fuzz-${++clones}`;
  const created = await sandbox.control('sandbox/players', { method: 'POST', body: { username, password: 'Fuzz-pass-1!', template: 'demo-player' } });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id: playerId } = (await created.json()) as { id: number };
  const [row] = await sandbox.db.select({ userId: players.userId }).from(players).where(eq(players.id, playerId));
  return { username, userId: row!.userId, playerId };
}

/**
 * New sessions for every run (opened directly: a login costs an Argon2 check, and the login throttle
 * would count them): a run that logs out, or changes the password, must not leave the next one with
 * a dead token and nothing but 401s.
 */
async function freshProofs(known: Known): Promise<Proofs> {
  const now = new Date();
  // The run before may have removed the player: its calls then simply answer 401.
  const userToken = await openSession(sandbox.db, known.playerId, null, now).catch(() => 'player-gone');
  const { token: adminToken } = await openAdminSession(sandbox.db, adminId, 'fuzz', now);
  return { userToken, adminToken };
}

describe('no input answers 5xx', () => {
  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s', async (_, endpoint) => {
    const known = await fuzzPlayer();
    // A tidy request changes one of its values: more fields, more runs (up to four times as many).
    const fields = endpoint.path.split('{').length - 1 + keysOf(endpoint.query).length + keysOf(endpoint.body).length;
    const numRuns = Math.ceil(RUNS * Math.min(4, Math.max(1, fields / 3)));
    await fc.assert(
      fc.asyncProperty(requestArb(endpoint, known), async (request) => {
        const proofs = await freshProofs(known);
        const { url, init, description } = send(endpoint, request, proofs);
        const logged = sandbox.errors.length;
        const response = await sandbox.app.request(url, init, FUZZ_ENV);
        const text = await response.text();
        const errors = sandbox.errors.slice(logged);
        if (response.status >= 500 || errors.length > 0) {
          throw new Error(`${description}\n→ ${response.status} ${text.slice(0, 500)}\nlogged: ${errors.map(String).join('\n')}`);
        }
        if (response.status >= 400 && !hasErrorShape(text)) {
          throw new Error(`${description}\n→ ${response.status} without the error shape: ${text.slice(0, 500)}`);
        }
      }),
      { numRuns },
    );
  }, 60_000);

  it('leaves the server answering and nothing logged', async () => {
    expect(sandbox.errors).toEqual([]);
    expect((await sandbox.call('casino/sections')).status).toBe(200);
    const token = await sandbox.login();
    expect((await sandbox.call('me/balance', { token })).status).toBe(200);
  });
});
