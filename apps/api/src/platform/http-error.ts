/** An answer a module chooses on purpose: the error handler sends `{errors: messages}` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string[],
  ) {
    super(messages.join(' '));
    this.name = 'HttpError';
  }
}

/** Spec 03 section 8 "Organisation info missing": the text every unknown-organisation answer starts with. */
const NO_PRIVATE_LABEL_DATA = 'No private label data found';

export const MESSAGES = {
  notFound: 'Not found',
  unauthorized: 'Unauthorized',
  noPrivateLabelData: NO_PRIVATE_LABEL_DATA,
  unknownOrg: `${NO_PRIVATE_LABEL_DATA}: send a known organization code in the x-org header`,
  unexpected: 'Something unexpected happened',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
} as const;

export const badRequest = (...messages: string[]) => new HttpError(400, messages);
/** Also for anything that exists but is not the caller's: never 403, never a hint. */
export const notFound = () => new HttpError(404, [MESSAGES.notFound]);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new HttpError(401, [message]);
export const conflict = (message: string) => new HttpError(409, [message]);
