import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import type { ActiveBonus } from '@casino-sdk/core/contract/bonus';
import type { Campaign } from '@casino-sdk/core/contract/campaign';
import { createForm, failureMessage, type FormMessage, type FormModel, type ViewLoad } from '@casino-sdk/core/form';
import { watchCountdown } from '@casino-sdk/core/internal';
import { reloadPlayer } from '../account/reload-player';
import { campaignCalls } from '../calls';
import { bonusDeadline } from './my-bonus-rules';


export interface MyBonusModel {
  /** The campaigns the player can still take with a deposit (the spec's unused campaigns). */
  readonly load: ReadonlySignal<ViewLoad>;
  readonly campaigns: ReadonlySignal<readonly Campaign[]>;
  /** The bonus being played through, from the player info. */
  readonly bonus: ReadonlySignal<ActiveBonus | null>;
  /** Seconds until the active bonus expires; null while it has no expiry. */
  readonly secondsLeft: ReadonlySignal<number | null>;
  /** The delete confirmation is open. */
  readonly confirming: ReadonlySignal<boolean>;
  readonly deleting: ReadonlySignal<boolean>;
  readonly codeForm: FormModel<{ code: string }>;
  /** What the last save or delete came to. */
  readonly outcome: ReadonlySignal<{ tone: 'success' | 'error'; message: FormMessage } | null>;
  start(): () => void;
  /** The campaigns again (the retry of a failed load). */
  loadCampaigns(): Promise<void>;
  askDelete(): void;
  cancelDelete(): void;
  /** The confirmation's Yes: deletes the bonus, then reloads the player and the campaigns. Never throws. */
  confirmDelete(): Promise<void>;
  saveCode(): Promise<void>;
  dispose(): void;
}

/** The platform's refusals of a code, in the player's language. */
const CODE_REFUSALS: Record<string, string> = {
  'Promotional code not valid': 'myBonus.codeInvalid',
  'This bonus is not available yet.': 'myBonus.codeNotYet',
  'This bonus code has been used already.': 'myBonus.codeUsed',
  'You have an active bonus already: delete it first to take another.': 'myBonus.codeActive',
};

/**
 * My bonus (player-area spec §2, §7, §9): the campaigns the player can take with a deposit
 * (`campaigns/players/{id}/unusedCampaigns?language&is_deposit=1&campaign_visible=1`), the active
 * bonus with its wagering and a countdown to its expiry, its deletion after a confirmation (then the
 * page's data again), and a bonus code saved. The platform decides what a code gives.
 */
export function createMyBonusModel(runtime: Runtime, options: { now?: () => number } = {}): MyBonusModel {
  const { store, client, scheduler } = runtime;
  const now = options.now ?? Date.now;
  const load = signal<ViewLoad>({ kind: 'loading' });
  const campaigns = signal<readonly Campaign[]>([]);
  const bonus = computed(() => store.player.value?.bonus ?? null);
  const secondsLeft = signal<number | null>(null);
  const confirming = signal(false);
  const deleting = signal(false);
  const outcome = signal<{ tone: 'success' | 'error'; message: FormMessage } | null>(null);
  const codeForm = createForm<{ code: string }>({ fields: { code: { initial: '', required: 'myBonus.codeRequired', trim: true } }, scheduler });
  const userId = () => store.player.peek()?.user_id;
  let loads = 0;

  async function loadCampaigns(): Promise<void> {
    const id = userId();
    if (id === undefined) return;
    const mine = ++loads;
    load.value = { kind: 'loading' };
    try {
      const calls = await campaignCalls();
      const answer = await client.call(calls.unused, { params: { id: String(id) }, query: { language: store.language.peek(), is_deposit: 1, campaign_visible: 1 } });
      if (mine !== loads) return;
      batch(() => {
        campaigns.value = answer.data;
        load.value = { kind: 'ready' };
      });
    } catch (caught) {
      if (mine === loads) load.value = { kind: 'error', message: failureMessage(caught) };
    }
  }

  /** The player (its bonus) and the campaigns as the platform has them now. */
  async function reload(): Promise<void> {
    await Promise.all([reloadPlayer(runtime), loadCampaigns()]);
  }

  return {
    load,
    campaigns,
    bonus,
    secondsLeft,
    confirming,
    deleting,
    codeForm,
    outcome,

    start() {
      void loadCampaigns();
      // The countdown follows the bonus: a new one (a code saved) starts its own, none stops it.
      let stopCountdown: (() => void) | null = null;
      const stopWatch = effect(() => {
        stopCountdown?.();
        stopCountdown = null;
        const deadline = bonusDeadline(bonus.value?.countdown, now());
        if (deadline === null) secondsLeft.value = null;
        else stopCountdown = watchCountdown(scheduler, deadline, (left) => (secondsLeft.value = left), now);
      });
      return () => {
        stopWatch();
        stopCountdown?.();
      };
    },

    loadCampaigns,

    askDelete() {
      outcome.value = null;
      confirming.value = true;
    },

    cancelDelete: () => void (confirming.value = false),

    async confirmDelete() {
      const id = userId();
      if (id === undefined || deleting.value) return;
      deleting.value = true;
      try {
        const calls = await campaignCalls();
        await client.call(calls.remove, { params: { id: String(id) } });
        outcome.value = { tone: 'success', message: { key: 'myBonus.deleted' } };
      } catch (caught) {
        outcome.value = { tone: 'error', message: failureMessage(caught) };
      } finally {
        batch(() => {
          deleting.value = false;
          confirming.value = false;
        });
      }
      // Spec §7: after the deletion, the page's data again (whatever the answer: the platform's word counts).
      await reload().catch(() => undefined);
    },

    async saveCode() {
      const id = userId();
      if (id === undefined) return;
      outcome.value = null;
      const before = bonus.peek()?.campaign_id;
      try {
        const sent = await codeForm.submit(async ({ code }) => {
          const calls = await campaignCalls();
          await client.call(calls.saveCode, { params: { id: String(id) }, body: { bonus_code: code.trim() } });
          await reload();
        });
        if (!sent.ok) return;
        codeForm.reset();
        // The platform gives a bonus at once, or keeps the campaign for a deposit.
        const given = bonus.peek() !== null && bonus.peek()!.campaign_id !== before;
        outcome.value = { tone: 'success', message: { key: given ? 'myBonus.activated' : 'myBonus.codeSaved' } };
      } catch (caught) {
        const key = isApiError(caught) ? CODE_REFUSALS[caught.message] : undefined;
        codeForm.setError(key ? { key } : failureMessage(caught));
      }
    },

    dispose() {
      loads++;
      codeForm.dispose();
    },
  };
}
