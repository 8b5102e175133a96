import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Runtime } from '@casino-sdk/core';
import { createForm, type FormModel } from '@casino-sdk/core/form';
import { notificationCalls } from '../calls';

/** Player-area spec §5 and §9: the reason is required, at most 255 characters. */
export const REASON_MAX = 255;

export type OptOutResult = 'sent' | 'already' | 'failed';

export type OptOutState =
  /** No token, or the platform does not know it: "page unavailable" with a way home. */
  | { kind: 'unavailable' }
  | { kind: 'checking' }
  | { kind: 'form' }
  | { kind: 'done'; result: OptOutResult };

export interface OptOutModel {
  readonly state: ReadonlySignal<OptOutState>;
  readonly form: FormModel<{ reason: string }>;
  /** The confirmation dialog is open: only with a reason and a token (spec §4). */
  readonly confirming: ReadonlySignal<boolean>;
  readonly sending: ReadonlySignal<boolean>;
  /** Asks the platform about the link's token (the view calls it once shown). */
  check(): Promise<void>;
  /** The form's button: checks the reason, then asks for confirmation. */
  ask(): Promise<void>;
  cancel(): void;
  /** The confirmation's Yes: the request. Never throws. */
  confirm(): Promise<void>;
  dispose(): void;
}

/** Spec §4 and §8: success is judged by the message containing 'successfully'. */
export function optOutResult(message: string): OptOutResult {
  if (/successfully/i.test(message)) return 'sent';
  if (/already unsubscribed/i.test(message)) return 'already';
  return 'failed';
}

/** The newsletter opt-out page (player-area spec §2, §4, §5, §7, §8): a visitor with the link's token. */
export function createOptOutModel(runtime: Runtime, token: string | null | undefined): OptOutModel {
  const state = signal<OptOutState>(token ? { kind: 'checking' } : { kind: 'unavailable' });
  const confirming = signal(false);
  const sending = signal(false);
  const form = createForm<{ reason: string }>({
    fields: { reason: { initial: '', required: 'optOut.reasonRequired', trim: true, validators: [(value) => (value.length > REASON_MAX ? 'optOut.reasonTooLong' : null)] } },
    scheduler: runtime.scheduler,
  });

  return {
    state,
    form,
    confirming,
    sending,

    async check() {
      if (!token) return;
      try {
        const calls = await notificationCalls();
        const answer = await runtime.client.call(calls.optOutToken, { query: { token } });
        state.value = !answer.is_valid ? { kind: 'unavailable' } : answer.message ? { kind: 'done', result: optOutResult(answer.message) } : { kind: 'form' };
      } catch {
        // The token could not be checked: the form stays usable, and the request checks it again.
        state.value = { kind: 'form' };
      }
    },

    async ask() {
      const outcome = await form.submit(async () => undefined);
      if (outcome.ok && token) confirming.value = true;
    },

    cancel: () => (confirming.value = false),

    async confirm() {
      if (!token || sending.value) return;
      sending.value = true;
      try {
        const calls = await notificationCalls();
        const answer = await runtime.client.call(calls.optOut, {
          body: { token, reason: form.fields.reason.value.peek().trim(), terms_and_conditions: 1, newsletter: 0, is_accepted: true },
        });
        state.value = { kind: 'done', result: optOutResult(answer.message) };
      } catch {
        state.value = { kind: 'done', result: 'failed' };
      } finally {
        sending.value = false;
        confirming.value = false;
      }
    },

    dispose: () => form.dispose(),
  };
}
