/** A failed call: the HTTP status, the text to show, and the parsed answer body (when there was one). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(options: { status: number; message: string; body: unknown }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.body = options.body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
