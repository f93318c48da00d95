/**
 * Arbitrary REST requests for a route as Fastify registered it: path parameters, query strings and bodies (JSON,
 * multipart — whole, truncated or malformed — and garbage) carrying the hostile values of values.ts.
 */
import fc from 'fast-check';
import { cleanText, text } from './values.js';

export interface RestRoute {
  method: string;
  url: string;
}

export interface RestRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Field names the routes read, so a generated body sometimes has the right keys with a poisoned value. */
const KEYS = [
  'email',
  'password',
  'newPassword',
  'token',
  'firstName',
  'lastName',
  'incubator',
  'user',
  'timezone',
  'language',
  'phone',
  'headline',
  'bio',
  'name',
  'purpose',
  'referenceType',
  'referenceId',
  'originalName',
  'description',
  'query',
  'variables',
  'operationName',
  'code',
  'state',
  'redirect',
] as const;

/** Bodies some routes expect, as a starting point that the generator poisons leaf by leaf. */
export const EXAMPLE_BODIES: Record<string, readonly Record<string, unknown>[]> = {
  'PUT /user': [{ user: { firstName: 'Ada', lastName: 'Lovelace', headline: 'Fuzz', bio: 'Fuzz', phone: '+1 555', timezone: 'Europe/Paris', language: 'en' } }],
  'POST /api/users/signup': [{ firstName: 'Fuzz', lastName: 'Tester', email: 'fuzz-signup@demo.test', password: 'a-long-enough-Passw0rd' }],
  'POST /api/users/acceptinvitation': [{ token: 'x'.repeat(43), firstName: 'Fuzz', lastName: 'Tester', password: 'a-long-enough-Passw0rd' }],
  'POST /api/users/resetpassword': [{ token: 'x'.repeat(43), newPassword: 'a-long-enough-Passw0rd' }],
  'POST /api/users/sendresetpassword': [{ email: 'admin@demo.test' }],
  'POST /auth/local': [{ email: 'nobody@demo.test', password: 'wrong-password', incubator: 'demo' }],
  'PUT /api/attachments/:id': [{ name: 'fuzz.txt', referenceType: 'task', referenceId: 'fuzz' }],
  'POST /graphql': [{ query: '{ startupLabel }', variables: { a: 'b' } }],
};

/** Percent-encodes every UTF-16 unit, a lone surrogate included (as its 3-byte form, which is not valid UTF-8). */
export function encodeUnits(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(value[i]!);
    }
  }
  return out;
}

/** hostile: poisoned text anywhere; clean: plausible text only, so the request gets past the edge. */
type Mode = 'hostile' | 'clean';

function jsonBody(mode: Mode): fc.Arbitrary<unknown> {
  const leafText = mode === 'clean' ? cleanText : text;
  const leafValue = fc.oneof({ weight: 6, arbitrary: leafText }, { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null)) });
  return fc.oneof(
    { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...KEYS), fc.oneof({ weight: 4, arbitrary: leafValue }, { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...KEYS), leafValue, { maxKeys: 4 }) }), { maxKeys: 5 }) },
    { weight: 1, arbitrary: fc.oneof(fc.array(leafValue, { maxLength: 3 }), leafText, fc.integer(), fc.constant(null)) },
  );
}

/** Each string leaf of the example replaced by a generated value (or kept), so the body has the route's shape. */
function poisonedExample(example: Record<string, unknown>, mode: Mode): fc.Arbitrary<unknown> {
  const leafText = mode === 'clean' ? cleanText : text;
  const walk = (value: unknown): fc.Arbitrary<unknown> => {
    if (typeof value === 'string') return fc.oneof({ weight: 1, arbitrary: fc.constant(value) }, { weight: 2, arbitrary: leafText });
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, inner] of Object.entries(value)) shape[key] = walk(inner);
      return fc.record(shape, { requiredKeys: [] });
    }
    return fc.constant(value);
  };
  return walk(example);
}

const BOUNDARY = '----hatcheryfuzz';

function multipartBody(fields: Record<string, string>, fileText: string): Buffer {
  const parts = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="fuzz.txt"\r\ncontent-type: text/plain\r\n\r\n${fileText}\r\n--${BOUNDARY}--\r\n`);
  return Buffer.from(parts.join(''), 'utf8');
}

/** Whole, truncated (cut anywhere, as a dropped connection would) or with a wrong boundary. */
const multipart: fc.Arbitrary<{ payload: Buffer; contentType: string }> = fc
  .tuple(fc.dictionary(fc.constantFrom('purpose', 'referenceType', 'referenceId', 'description'), text.filter((t) => t.length < 900), { maxKeys: 3 }), text, fc.constantFrom('whole', 'truncated', 'boundary'), fc.double({ min: 0, max: 1, noNaN: true }))
  .map(([fields, fileText, shape, cut]) => {
    const whole = multipartBody(fields, fileText.slice(0, 2000));
    if (shape === 'whole') return { payload: whole, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
    if (shape === 'truncated') return { payload: whole.subarray(0, Math.floor(whole.length * cut)), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
    return { payload: whole, contentType: 'multipart/form-data; boundary=something-else' };
  });

type Body = { payload?: string | Buffer; contentType?: string };

function bodyFor(route: RestRoute, mode: Mode): fc.Arbitrary<Body> {
  const examples = EXAMPLE_BODIES[`${route.method} ${route.url}`] ?? [];
  const json = examples.length > 0 ? fc.oneof(jsonBody(mode), ...examples.map((example) => poisonedExample(example, mode))) : jsonBody(mode);
  return fc.oneof(
    { weight: 6, arbitrary: json.map((value): Body => ({ payload: JSON.stringify(value), contentType: 'application/json' })) },
    { weight: 2, arbitrary: multipart.map((m): Body => m) },
    { weight: 1, arbitrary: fc.constantFrom<Body>({ payload: '{"a":', contentType: 'application/json' }, { payload: 'x=\u0000', contentType: 'text/plain' }, {}) },
  );
}

/** Arbitrary requests to one route; `ids` are real record ids that path parameters sometimes take. */
export function requestsFor(route: RestRoute, ids: readonly string[]): fc.Arbitrary<RestRequest> {
  return fc.constantFrom<Mode>('hostile', 'hostile', 'clean').chain((mode) => requestsIn(route, ids, mode));
}

function requestsIn(route: RestRoute, ids: readonly string[], mode: Mode): fc.Arbitrary<RestRequest> {
  const leafText = (mode === 'clean' ? cleanText : text).filter((t) => t.length < 2000);
  const params = route.url.match(/:[A-Za-z]+|\*/g) ?? [];
  const paramValue = ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), leafText) : leafText;
  const query = fc.dictionary(fc.constantFrom(...KEYS), leafText, { maxKeys: 3 });
  const hasBody = route.method !== 'GET';
  return fc
    .tuple(fc.tuple(...params.map(() => paramValue)), query, hasBody ? bodyFor(route, mode) : fc.constant<Body>({}))
    .map(([values, queryValues, body]) => {
      let index = 0;
      const path = route.url.replace(/:[A-Za-z]+|\*/g, () => encodeUnits(String(values[index++] ?? '')) || 'x');
      const search = Object.entries(queryValues)
        .map(([key, value]) => `${key}=${encodeUnits(value)}`)
        .join('&');
      const headers: Record<string, string> = body.contentType ? { 'content-type': body.contentType } : {};
      return { method: route.method, url: search ? `${path}?${search}` : path, headers, ...(body.payload !== undefined ? { payload: body.payload } : {}) };
    });
}
