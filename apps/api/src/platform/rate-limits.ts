import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from './http-error.ts';

/** Registered with global: false; a route opts in with `config: { rateLimit: perMinute(n) }`. */
export const registerRateLimits = async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, [MESSAGES.tooManyAttempts]),
  });
};

/** Per client IP, per process: `n` calls a minute. */
export const perMinute = (max: number) => ({ max, timeWindow: 60_000 });
