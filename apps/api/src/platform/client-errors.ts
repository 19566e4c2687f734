import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from './http-error.ts';

/**
 * Errors raised before a request reaches a route (spec 04 section 8: every answer carries `errors`):
 * Fastify's own bodies would echo the URL and name the framework, Node's would carry no `errors` list.
 */
const CLIENT_ERROR_MESSAGES = {
  badUrl: 'The request address could not be read',
  uriTooLong: 'The request address is too long',
  headersTooLarge: 'The request headers are too large',
  timeout: 'The request took too long to arrive',
  malformed: 'The request could not be read',
} as const;

/** Fastify's router errors (a bad percent-escape, a path parameter over maxParamLength), answered in our shape. */
export const answerFrameworkError = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send({ errors: [CLIENT_ERROR_MESSAGES.uriTooLong] });
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ errors: [CLIENT_ERROR_MESSAGES.badUrl] });
  return reply.status(500).send({ errors: [MESSAGES.unexpected] });
};

const statusOfClientError = (code: string | undefined): [number, string] => {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, CLIENT_ERROR_MESSAGES.headersTooLarge];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, CLIENT_ERROR_MESSAGES.timeout];
  if (code === 'HPE_URI_TOO_LONG') return [414, CLIENT_ERROR_MESSAGES.uriTooLong];
  return [400, CLIENT_ERROR_MESSAGES.malformed];
};

/**
 * Node's HTTP parser rejected the bytes (a malformed request line, oversized headers): there is no
 * request object, so the answer is written to the socket by hand, then the connection closes.
 */
export function answerClientError(this: { log: { trace: (o: object, m: string) => void } }, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = statusOfClientError(error.code);
  const body = JSON.stringify({ errors: [message] });
  this.log.trace({ code: error.code }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
