// Core types: a call's schemas may be written with zod classic or zod/mini (decision 063).
import type * as z from 'zod/v4/core';
import { ZErrorBody } from './errors.ts';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may make a call: anyone, any signed-in identity, or identities holding one of the roles. */
export type TCallAccess = 'public' | 'signed-in' | 'applicant' | 'signer' | 'agent' | 'admin';

/** The error statuses a call answers; each carries `{ errors: string[] }` (spec 04 section 8). */
export type TErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 503;

/**
 * One call of the wire, whole: the one place its method, URL path, parameters, request and answers are written.
 * The server registers its route from it, the web derives its fetcher from it, and /openapi.json is generated
 * from it (decision 017). `path` is written with `{name}` placeholders, the OpenAPI way.
 */
export type TCall = {
  /** The OpenAPI operation id: verb-first camelCase, unique across the contract. */
  id: string;
  method: THttpMethod;
  path: string;
  /** One line for the reference page. */
  summary: string;
  /** The spec's service the call belongs to (the OpenAPI tag); the path's first segment by default. */
  tag?: string;
  access: TCallAccess;
  params?: z.$ZodType;
  query?: z.$ZodType;
  body?: z.$ZodType;
  /** Success answers by status (redirects included); `null` for an answer without a body. */
  answers: Partial<Record<200 | 201 | 202 | 204 | 302 | 303, z.$ZodType | null>>;
  errors: readonly TErrorStatus[];
};

/** Describes a call; returns it unchanged, with its literal types kept for the server and the web. */
export const defineCall = <const TDescribed extends TCall>(call: TDescribed): TDescribed => call;

/** The tag of a call: its own, or the first path segment (`service-application`, `identity-broker`). */
export const tagOf = (call: TCall): string => call.tag ?? call.path.split('/')[1] ?? 'other';

/** Fastify's form of the path: `{uuid}` becomes `:uuid`. */
export const routePathOf = (path: string): string => path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');

type TPathParamNames<TPath extends string> = TPath extends `${string}{${infer Name}}${infer Rest}`
  ? Name | TPathParamNames<Rest>
  : never;

/** The URL of a call with its path parameters filled in (encoded), plus an optional query string. */
export const urlOf = <TPath extends string>(
  call: { path: TPath },
  params: Record<TPathParamNames<TPath>, string | number>,
  query?: Record<string, string | number | boolean | null | undefined>,
): string => {
  const values = params as Record<string, string | number>;
  const path = call.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const text = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return text ? `${path}?${text}` : path;
};

/** The answer schemas of a call as Fastify's `schema.response` wants them (errors as `{ errors }`). */
export const answerSchemasOf = (call: TCall): Record<number, z.$ZodType> => {
  const schemas: Record<number, z.$ZodType> = {};
  for (const [status, schema] of Object.entries(call.answers)) if (schema) schemas[Number(status)] = schema;
  for (const status of call.errors) schemas[status] = ZErrorBody;
  return schemas;
};

/** The parsed (output) type of an optional schema. */
export type TOutputOf<TSchema> = TSchema extends z.$ZodType ? z.output<TSchema> : undefined;
/** The input type of an optional schema (what a handler may answer before serialisation). */
export type TInputOf<TSchema> = TSchema extends z.$ZodType ? z.input<TSchema> : undefined;
/** What a call answers on success (its lowest 2xx status with a body). */
export type TAnswerOf<TDescribed extends TCall> = TDescribed['answers'] extends { 200: infer A }
  ? TOutputOf<A>
  : TDescribed['answers'] extends { 201: infer A }
    ? TOutputOf<A>
    : TDescribed['answers'] extends { 202: infer A }
      ? TOutputOf<A>
      : undefined;
