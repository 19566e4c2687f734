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

// Query values that name a person or open a session (the mailbox's ?to=, the agent search's and the address
// typeahead's ?q=, one-time codes and nonces): the access log keeps the key, not the value.
const PERSONAL_QUERY_KEYS = new Set([
  'to',
  'email',
  'q',
  'query',
  'search',
  'name',
  'firstname',
  'lastname',
  'phone',
  'phonenumber',
  'street',
  'street1',
  'street2',
  'address',
  'zip',
  'zipcode',
  'dob',
  'ssn',
  'token',
  'jwt',
  'code',
  'nonce',
  'password',
]);

/** The request's path and query with personal query values replaced by [redacted]. */
export const redactUrl = (url: string): string => {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const key = pair.split('=')[0] ?? '';
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // A malformed escape cannot hide a known key: compare it as written.
      }
      return PERSONAL_QUERY_KEYS.has(name.toLowerCase()) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
};

type TLoggedRequest = { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } };

export const buildLoggerOptions = (level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } => ({
  level,
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  // Fastify's own request serializer, with the query redacted.
  serializers: {
    req: (request: TLoggedRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
  ...(stream ? { stream } : {}),
});
