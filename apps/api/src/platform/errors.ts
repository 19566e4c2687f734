import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, MESSAGES } from './http-error.ts';

// Zod's built-in texts ("Invalid input: expected string, received undefined") are internals; a
// schema's own messages (from @lintel/domain) are what a person should read.
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected)\b/;

type TValidationItem = { message?: string; instancePath?: string; keyword?: string };

const plainValidationMessages = (items: TValidationItem[], context: string | undefined): string[] => {
  const messages = items.map((item) => {
    const message = item.message ?? '';
    // A refinement's message (keyword `custom`) is always the schema's own, even when it starts "Invalid".
    if (message && (item.keyword === 'custom' || !ZOD_DEFAULT_MESSAGE.test(message))) return message;
    const field = (item.instancePath ?? '').split('/').filter(Boolean).join('.');
    if (!field) return context === 'body' || !context ? 'The request body is missing or malformed' : `The request ${context} is invalid`;
    return `Please check the ${field} field`;
  });
  return [...new Set(messages)];
};

// Framework 4xx errors keep a plain message chosen here, never the framework's own wording.
const PLAIN_CLIENT_ERRORS: Record<number, string> = {
  400: 'The request could not be read',
  404: MESSAGES.notFound,
  405: MESSAGES.notFound,
  413: 'The request is too large',
  415: 'Unsupported content type: send JSON',
  429: MESSAGES.tooManyAttempts,
};

/** What may be logged about a fault: no query parameters (they hold personal data), no causes' values. */
const describeFault = (error: Error & { code?: string }) => ({
  type: error.name,
  code: error.code,
  // Drizzle puts the statement and its parameters in the message; keep only the first line.
  message: error.message.split('\nparams:')[0]?.split('\n')[0],
  stack: error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n'),
  causeType: error.cause instanceof Error ? error.cause.name : undefined,
  causeMessage: error.cause instanceof Error ? error.cause.message.split('\n')[0] : undefined,
});

export const handleError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof HttpError) return reply.status(error.statusCode).send({ errors: error.messages });
  if (hasZodFastifySchemaValidationErrors(error))
    return reply.status(400).send({ errors: plainValidationMessages(error.validation, error.validationContext) });
  if (error.validation) return reply.status(400).send({ errors: plainValidationMessages(error.validation, error.validationContext) });
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error as never)) {
    return reply.status(status).send({ errors: [PLAIN_CLIENT_ERRORS[status] ?? PLAIN_CLIENT_ERRORS[400]] });
  }
  request.log.error({ fault: describeFault(error), correlationId: request.id }, 'request failed');
  return reply.status(500).send({ errors: [MESSAGES.unexpected], correlationId: request.id });
};

export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
};
