import type { ErrorBody } from '@casino-sdk/core/contract';

/** An answer other than success, thrown from anywhere in a handler; `app.onError` renders it. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 429 | 500 | 503,
    message: string,
    readonly extra: Pick<ErrorBody, 'code' | 'errors' | 'refusal'> = {},
    /** Sent with the answer, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get body(): ErrorBody {
    return { message: this.message, ...this.extra };
  }
}

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const notFound = (message = 'Not found.') => new HttpError(404, message);
