import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type DestinationStream, type LoggerOptions } from 'pino';

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
      const end = pair.indexOf('=');
      const key = end === -1 ? pair : pair.slice(0, end);
      let name = key;
      // Only an escaped key needs decoding (most are plain: decision 056).
      if (key.includes('%') || key.includes('+'))
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

/**
 * Standard output, written asynchronously (decision 049): a log line is queued and written with the next
 * batch instead of a blocking write per line. `flushSync` empties the queue on close and at exit.
 */
export const createLogDestination = () => pino.destination({ dest: 1, sync: false });

type TFlushable = { flushSync?: () => void };
/** Writes what is still queued; quietly does nothing when the stream has not opened yet or is closed. */
export const flushLogs = (stream: unknown) => {
  try {
    (stream as TFlushable).flushSync?.();
  } catch {
    // not open yet, or already ended: nothing queued to lose
  }
};

/**
 * One access-log line per request, when its answer has gone (decision 049), in place of Fastify's two
 * ("incoming request" and "request completed"): request id, method, path with personal query values
 * redacted, status, time in ms and the client address. These fields are built here from known values, so
 * the line skips the redaction walk (a third of a logged request's cost under load) that every other line
 * keeps.
 */
const INFO_WRITTEN_AT = new Set(['info', 'debug', 'trace']);

export const registerAccessLog = (app: FastifyInstance) => {
  const accessLog = app.log.child({}, { redact: [] });
  app.addHook('onResponse', (request, reply, done) => {
    // The fields are only built when the line is written.
    if (INFO_WRITTEN_AT.has(accessLog.level))
      accessLog.info(
        {
          reqId: request.id,
          method: request.method,
          url: redactUrl(request.url),
          statusCode: reply.statusCode,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
          remoteAddress: request.ip,
        },
        'request completed',
      );
    done();
  });
};

type TLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * Fastify makes a child logger for every request (its id as a binding). With the redaction paths above, pino
 * builds each child at a cost (6 % of a constant call's time under load, decision 056), although most
 * requests write no line of their own: the access line has its own logger. This child is made on the
 * request's first line instead; what it writes is the same.
 */
class LazyRequestLogger {
  #parent: FastifyBaseLogger;
  #bindings: Bindings;
  #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;
  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }
  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }
  #write(level: TLevel, args: unknown[]) {
    const real = this.#real();
    (real[level] as (...values: unknown[]) => void).apply(real, args);
  }
  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent(...args: unknown[]) {
    this.#write('silent', args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made on its first line (LazyRequestLogger). */
export const lazyRequestLogger = (logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger =>
  new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
