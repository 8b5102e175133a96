import type { Runtime } from '@casino-sdk/core';
import { isApiError } from '@casino-sdk/core';
import { createForm, failureMessage, type FormModel } from '@casino-sdk/core/form';
import { emailProblem } from '@casino-sdk/core/rules';
import type { Verification } from '../registration-flow';
import { authCalls } from '../../calls';


export interface RestoreValues {
  email: string;
}

export type RestoreOutcome = { ok: true; verification: Verification } | { ok: false };

export interface RestoreStep {
  readonly form: FormModel<RestoreValues>;
  /** Checks the e-mail and the link's token; on success the player continues at step 2. */
  submit(): Promise<RestoreOutcome>;
}

const EMAIL_NOT_VALID = 'registration.restore.email_invalid';

/**
 * Step -1 (spec §5): the restore link's token with the e-mail. Three refusals, each the spec's
 * text: an empty (or malformed) e-mail, a token that is expired or not this e-mail's, and an
 * account whose e-mail is already confirmed with no names (nothing left to restore).
 */
export function createRestoreStep(runtime: Runtime, token: string): RestoreStep {
  const form = createForm<RestoreValues>({
    fields: { email: { initial: '', required: EMAIL_NOT_VALID, trim: true, validators: [(value) => (emailProblem(value.trim()) ? EMAIL_NOT_VALID : null)] } },
  });
  return {
    form,
    async submit() {
      try {
        const sent = await form.submit(async ({ email }) =>
          runtime.client.call((await authCalls()).status, { params: { token }, query: { email: email.trim(), type: 'activation-token', email_verified: 1 } }),
        );
        if (!sent.ok) return { ok: false };
        const { is_valid: valid, tokenable, registration_token: registrationToken } = sent.value;
        if (!valid || !tokenable) {
          form.setError({ key: 'registration.restore.token_invalid' });
          return { ok: false };
        }
        if (!registrationToken) {
          form.setError({ key: 'registration.restore.already_confirmed' });
          return { ok: false };
        }
        return { ok: true, verification: { playerId: null, userId: tokenable.user_id, registrationToken } };
      } catch (caught) {
        // A token the platform does not know (404) or refuses (4xx) is the spec's "expired or not valid".
        const refused = isApiError(caught) && caught.kind === 'http' && caught.status >= 400 && caught.status < 500 && caught.status !== 429;
        form.setError(refused ? { key: 'registration.restore.token_invalid' } : failureMessage(caught));
        return { ok: false };
      }
    },
  };
}
