import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAgent, ORG, registerApplicant, type TTestApp } from '../helper.ts';
import { createApplicationBody, createApplicationVia } from '../application/application-fixtures.ts';

/**
 * The fuzzer of issue 19: every operation of GET /openapi.json, with inputs generated from its own schemas (valid)
 * and broken on purpose (invalid: NUL bytes, unpaired surrogates, huge numbers and strings, wrong types, missing
 * fields, random JSON), without a token, with an applicant's and with an admin agent's. Any 5xx fails, and so does
 * any 4xx whose body is not `{ errors: [string] }` (spec 04 section 8). FUZZ_RUNS sets the runs per operation and
 * caller (default 6); the whole walk stays well under two minutes.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

type TSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  allOf?: TSchema[];
  enum?: unknown[];
};
type TParameter = { name: string; in: string; required?: boolean; schema?: TSchema };
type TOperation = {
  operationId?: string;
  parameters?: TParameter[];
  requestBody?: { content?: Record<string, { schema?: TSchema }> };
};

/** Text the server must refuse cleanly wherever text goes (issue 19 items 2 and 3). */
const NASTY: unknown[] = [
  'a\u0000b',
  '\ud800',
  'x'.repeat(20_000),
  3_000_000_000,
  -1,
  1e308,
  0.5,
  null,
  true,
  {},
  [],
  [null],
  { a: { b: { c: '\u0000' } } },
  '',
  ' ',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
];
const nasty = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const stringArb = (schema: TSchema): fc.Arbitrary<string> => {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = Math.min(
    typeof schema.maxLength === 'number' ? schema.maxLength : 40,
    Math.max(minLength, 40),
  );
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= Math.max(maxLength, 200));
    } catch {
      // A pattern fast-check cannot invert: plain strings then.
    }
  }
  return fc.string({ minLength, maxLength });
};

/** Values that fit a JSON Schema (as zod 4 writes them), kept small. */
const arbitraryOf = (schema: TSchema | undefined, depth = 0): fc.Arbitrary<unknown> => {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0)
    return fc.oneof(...options.map((option) => arbitraryOf(option, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return arbitraryOf(schema.allOf[0], depth + 1);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, depth + 1)));
  switch (schema.type) {
    case 'string':
      return stringArb(schema);
    case 'integer': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
      return fc.integer({
        min: Math.max(min, Number.MIN_SAFE_INTEGER),
        max: Math.min(max, Number.MAX_SAFE_INTEGER),
      });
    }
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items, depth + 1), {
        minLength: typeof schema.minItems === 'number' ? schema.minItems : 0,
        // At most three items, unless the schema needs more (a fixed-length list such as the five KBA answers).
        maxLength: Math.max(typeof schema.minItems === 'number' ? schema.minItems : 0, Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 3, 3)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const shape = Object.fromEntries(keys.map((key) => [key, arbitraryOf(properties[key], depth + 1)]));
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

/** A valid value with one part broken: a field replaced by a nasty value, or the whole thing replaced. */
const brokenArbitraryOf = (schema: TSchema | undefined): fc.Arbitrary<unknown> => {
  const keys = Object.keys(schema?.properties ?? {});
  if (keys.length === 0) return nasty;
  return fc.oneof(
    fc
      .tuple(arbitraryOf(schema), fc.constantFrom(...keys), nasty)
      .map(([value, key, bad]) =>
        value && typeof value === 'object' ? { ...(value as object), [key]: bad } : bad,
      ),
    fc.tuple(arbitraryOf(schema), fc.constantFrom(...keys)).map(([value, key]) => {
      if (!value || typeof value !== 'object') return value;
      const copy = { ...(value as Record<string, unknown>) };
      delete copy[key];
      return copy;
    }),
    nasty,
  );
};

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

type TRequest = {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  sendBody: boolean;
  org: string;
};

const requestArbitrary = (operation: TOperation, knownUuids: string[]): fc.Arbitrary<TRequest> => {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const paramValue = (p: TParameter, broken: boolean) =>
    broken
      ? fc.oneof(nasty.map(asText), fc.string({ unit: 'binary', maxLength: 300 }))
      : fc.oneof(
          arbitraryOf(p.schema).map(asText),
          ...(p.in === 'path' && knownUuids.length > 0 ? [fc.constantFrom(...knownUuids)] : []),
        );
  return fc.boolean().chain((broken) =>
    fc.record({
      path: fc.record(
        Object.fromEntries(pathParams.map((p) => [p.name, paramValue(p, broken)])) as Record<
          string,
          fc.Arbitrary<string>
        >,
      ),
      query: fc.record(
        Object.fromEntries(queryParams.map((p) => [p.name, paramValue(p, broken)])) as Record<
          string,
          fc.Arbitrary<string>
        >,
        { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
      ),
      body: broken ? brokenArbitraryOf(bodySchema) : arbitraryOf(bodySchema),
      sendBody: fc.boolean().map((b) => b || bodySchema !== undefined),
      org: fc.oneof(
        { weight: 9, arbitrary: fc.constant(ORG) },
        fc.constantFrom('LINTEL_NY', 'NOPE', '', 'x'.repeat(300)),
      ),
    }),
  );
};

/** Percent-encodes like a client would; a lone surrogate goes out as its raw (invalid UTF-8) bytes. */
const encode = (value: string): string =>
  Array.from(value)
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');

const urlOf = (path: string, request: TRequest) => {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encode(request.path[name] ?? 'x'));
  const query = Object.entries(request.query)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
  return query ? `${filled}?${query}` : filled;
};

let t: TTestApp;
let document: { paths: Record<string, Record<string, TOperation>> };
const tokens: Record<'none' | 'applicant' | 'admin', string | null> = {
  none: null,
  applicant: null,
  admin: null,
};
const knownUuids: string[] = [];

const freshTokens = async () => {
  tokens.applicant = (await registerApplicant(t.app)).jwt;
  tokens.admin = (await createAgent(t.app, { admin: true })).jwt;
};

beforeAll(async () => {
  t = await buildTestApp();
  await freshTokens();
  const created = await createApplicationVia(t.app, tokens.applicant as string, createApplicationBody());
  knownUuids.push(created.uuid);
  document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
}, 60_000);
afterAll(async () => t.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('fuzzing every operation of /openapi.json', () => {
  it('answers no 5xx and every 4xx with an errors list', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let requests = 0;
    const started = Date.now();
    for (const [path, item] of Object.entries(document.paths))
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        for (const who of ['none', 'applicant', 'admin'] as const) {
          // A logout ends the session the fuzzer is using: give it sessions of its own.
          if (path.includes('logout')) await freshTokens();
          const samples = fc.sample(requestArbitrary(operation, knownUuids), {
            numRuns: RUNS,
            seed: SEED + requests,
          });
          for (const request of samples) {
            const token = tokens[who];
            const headers: Record<string, string> = { 'x-org': request.org };
            if (token) headers.authorization = `Bearer ${token}`;
            const withBody = method !== 'get' && request.sendBody;
            if (withBody) headers['content-type'] = 'application/json';
            const url = urlOf(path, request);
            const res = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers,
              ...(withBody ? { payload: JSON.stringify(request.body ?? null) } : {}),
            });
            requests += 1;
            let errorsListed = false;
            try {
              const body = res.json<{ errors?: unknown }>();
              errorsListed = Array.isArray(body.errors) && body.errors.every((e) => typeof e === 'string');
            } catch {
              errorsListed = false;
            }
            // Pages a browser opens (the hosted identity and link providers) answer a person with an HTML page instead.
            const page = String(res.headers['content-type'] ?? '').startsWith('text/html');
            const bad = res.statusCode >= 500 || (res.statusCode >= 400 && !errorsListed && !page);
            if (bad && failures.length < 40)
              failures.push(
                `${res.statusCode} ${method.toUpperCase()} ${url.slice(0, 200)} as ${who} body=${asText(withBody ? request.body : undefined).slice(0, 200)} -> ${res.body.slice(0, 200)}`,
              );
          }
          if (path.includes('logout')) await freshTokens();
        }
      }
    console.info(
      `fuzz: ${requests} requests over ${Object.keys(document.paths).length} paths in ${Date.now() - started} ms`,
    );
    expect(failures).toEqual([]);
  });
});
