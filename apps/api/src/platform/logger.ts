import type { DestinationStream, LoggerOptions } from 'pino';

// Personal data never reaches the logs (spec: passwords, SSNs, dates of birth, account numbers),
// nor do credentials. Fastify logs no bodies or headers by default; these paths catch anything a
// module logs by mistake, at the top level and one or two objects down.
const SENSITIVE_KEYS = ['password', 'confirmPassword', 'ssn', 'dob', 'dateOfBirth', 'accountNumber', 'routingNumber', 'jwt', 'token', 'email', 'cookie', 'authorization', 'passwordHash'];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers.authorization',
  'res.headers["set-cookie"]',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export const buildLoggerOptions = (level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } => ({
  level,
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  ...(stream ? { stream } : {}),
});
