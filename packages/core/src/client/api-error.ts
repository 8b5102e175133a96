import type { LimitRefusal } from '../contract/error';

/** What went wrong, so views can pick their text without parsing messages. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'contract' | 'aborted';

/** Every failure of an API call, whatever its cause, arrives as this one type. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, 0 when no response arrived. */
  readonly status: number;
  readonly code: string | undefined;
  readonly fieldErrors: Record<string, string[]>;
  /** How long to wait before trying again, from a refusal's `Retry-After`: at most `MAX_RETRY_AFTER_MS`; null when absent. */
  readonly retryAfterMs: number | null;
  /** What that `Retry-After` asked for, uncapped, in ms: for telling a person (a throttled login), never for a timer. */
  readonly requestedRetryAfterMs: number | null;
  /** A refusal because of one of the player's limits (`limit_reached`): which, how much is used and left, when it resets. */
  readonly refusal: LimitRefusal | null;

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    status?: number;
    code?: string | undefined;
    fieldErrors?: Record<string, string[]>;
    retryAfterMs?: number | null;
    requestedRetryAfterMs?: number | null;
    refusal?: LimitRefusal | undefined;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfterMs = init.retryAfterMs ?? null;
    this.requestedRetryAfterMs = init.requestedRetryAfterMs ?? this.retryAfterMs;
    this.refusal = init.refusal ?? null;
  }

  /** The i18n key a view shows when the server gave no message of its own. */
  get messageKey(): string {
    if (this.kind === 'network') return 'errors.network';
    if (this.kind === 'timeout') return 'errors.timeout';
    if (this.kind === 'contract') return 'errors.contract';
    return 'errors.generic';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The text key that says why a call failed, for anything thrown: an ApiError's own, else the generic one. */
export function errorMessageKey(caught: unknown): string {
  return isApiError(caught) ? caught.messageKey : 'errors.generic';
}
