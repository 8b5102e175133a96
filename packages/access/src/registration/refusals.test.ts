import { ApiError } from '@casino-sdk/core';
import { describe, expect, it } from 'vitest';
import { waitMessage } from './refusals';

const refused = (status: number, seconds: number | null) =>
  new ApiError({ kind: 'http', status, message: 'Too many requests.', code: 'too_many_requests', retryAfterMs: seconds === null ? null : seconds * 1000, requestedRetryAfterMs: seconds === null ? null : seconds * 1000 });

describe('waitMessage', () => {
  it('says the seconds of a short wait and the minutes of a long one, as the platform asked', () => {
    expect(waitMessage(refused(429, 42))).toEqual({ key: 'registration.try_again_in', values: { seconds: 42 } });
    expect(waitMessage(refused(429, 3587))).toEqual({ key: 'registration.try_again_in_minutes', values: { minutes: 60 } });
    // No Retry-After: a minute.
    expect(waitMessage(refused(429, null))).toEqual({ key: 'registration.try_again_in', values: { seconds: 60 } });
  });

  it('says nothing of other refusals', () => {
    expect(waitMessage(refused(422, 42))).toBeNull();
    expect(waitMessage(new Error('boom'))).toBeNull();
  });
});
