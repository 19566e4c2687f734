import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type * as z from 'zod/v4/core';
import {
  answerSchemasOf,
  routePathOf,
  tagOf,
  type TCall,
  type TInputOf,
  type TOutputOf,
} from '@lintel/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route was registered from (registerCall); absent on undescribed routes. */
    callId?: string;
  }
}

/** The request a call's handler gets: params, query and body already parsed by the call's schemas. */
export type TCallRequest<TDescribed extends TCall, TBody = TOutputOf<TDescribed['body']>> = FastifyRequest<{
  Params: TOutputOf<TDescribed['params']>;
  Querystring: TOutputOf<TDescribed['query']>;
  Body: TBody;
}>;

type TAnswerInput<TDescribed extends TCall> = {
  [S in keyof TDescribed['answers']]: TInputOf<TDescribed['answers'][S]>;
}[keyof TDescribed['answers']];

export type TRegisterCallOptions<TBody> = {
  preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  /**
   * The server's own form of the body schema when it depends on configuration (digits in last names outside
   * production); it must accept what the described body accepts and parse to the same type.
   */
  body?: z.$ZodType<TBody>;
  bodyLimit?: number;
  /** Route options passed through (rate-limit settings and the like). */
  config?: Record<string, unknown>;
};

/**
 * Registers a server route from its contract description (decision 017): method, path, schemas, answers and
 * errors come from the call, so the route, the web's fetcher and /openapi.json cannot drift apart.
 */
export const registerCall = <const TDescribed extends TCall, TBody = TOutputOf<TDescribed['body']>>(
  app: FastifyInstance,
  call: TDescribed,
  options: TRegisterCallOptions<TBody>,
  handler: (
    request: TCallRequest<TDescribed, TBody>,
    reply: FastifyReply,
  ) => Promise<TAnswerInput<TDescribed> | FastifyReply | undefined>,
): void => {
  const body = options.body ?? call.body;
  (app as FastifyInstance).route({
    method: call.method,
    url: routePathOf(call.path),
    bodyLimit: options.bodyLimit,
    config: { ...options.config, callId: call.id },
    preHandler: options.preHandler,
    schema: {
      operationId: call.id,
      summary: call.summary,
      tags: [tagOf(call)],
      ...(call.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(body ? { body } : {}),
      response: answerSchemasOf(call),
    },
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
};
