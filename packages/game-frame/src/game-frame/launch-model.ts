import { effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type PlayerInfo, type Runtime } from '@casino-sdk/core';
import { answerRealityCheck, AWAITING_REALITY_CHECK, ipAddressField } from '@casino-sdk/core/internal';
import { playSoFar, type PlaySoFar } from '@casino-sdk/core/money';
import type { ActiveBonus } from '@casino-sdk/core/contract/bonus';
import type { GameDetail, PlayBody } from '@casino-sdk/core/contract/casino';
import { gameCalls } from './game-calls';
import { allowedLaunchOrigin } from './launch-origin';
import { outcomeOfError, type LaunchOutcome } from './launch-outcome';

/** Spec: a visitor plays demo games only, in EUR. */
export const DEMO_CURRENCY = 'EUR';

/**
 * The reality check the platform holds real play for (`awaiting_reality_check`: at launch, or on a
 * round the game had refused): the player answers before anything goes on.
 */
export interface RealityCheckPrompt {
  /** Time played and net position of the login session (GET casino/sessions); null until it answers, or when it fails. */
  summary: PlaySoFar | null;
  /** Continue is on its way. */
  busy: boolean;
  /** Continue failed: an i18n key. */
  errorKey: string | null;
}

export type PlayMode = 'real' | 'demo';

export type LaunchState =
  | { kind: 'loading'; game: GameDetail | null }
  | { kind: 'playing'; game: GameDetail; mode: PlayMode; url: string; origin: string }
  | { kind: 'outcome'; game: GameDetail | null; outcome: LaunchOutcome };

export interface LaunchModelOptions {
  runtime: Runtime;
  providerId: number;
  gameId: number;
  /** The lobby's demo link: a signed-in player asked for the demo. */
  demo: boolean;
  device: 'mobile' | 'desktop';
  /** Where the provider's own "lobby" button leads (the spec's `lobby_url`). */
  lobbyUrl: string;
}

export interface LaunchModel {
  readonly state: ReadonlySignal<LaunchState>;
  /** The bonus played in this game (forced campaign), for the bonus bar; null: real money only. */
  readonly bonus: ReadonlySignal<ActiveBonus | null>;
  /** The reality check waiting for the player's answer; the game is paused while there is one. */
  readonly realityCheck: ReadonlySignal<RealityCheckPrompt | null>;
  /** The game says the platform refused a round for a reality check: ask the player. */
  realityCheckDue(): void;
  /** Continue: the platform records the answer, then the game goes on (or starts). Never throws. */
  continuePlaying(): Promise<void>;
  /** Leave: the real game is stopped; the view then leaves the page. */
  leave(): void;
  /** Runs the launch; again after a failure (Retry). */
  launch(): Promise<void>;
  /** The bonus again after a round (its wagering moved). */
  refreshBonus(): Promise<void>;
  /** Leaving the game page: a real game is stopped (its launch token ends). */
  dispose(): void;
}

/** Resolves with the signed-in player once loaded, or null for a visitor. */
function playerOrVisitor(runtime: Runtime): Promise<PlayerInfo | null> {
  const { store } = runtime;
  return new Promise((resolve) => {
    let stop: (() => void) | undefined = undefined;
    let done = false;
    stop = effect(() => {
      const session = store.session.value;
      const player = store.player.value;
      if (done || (session && !player)) return;
      done = true;
      resolve(session ? player : null);
      stop?.();
    });
    if (done) stop();
  });
}

/**
 * The game launch of the spec without React: the game's details, then `casino/play` with the real
 * payload for a signed-in player or the demo payload in EUR for a visitor, after a waiting reality
 * check is answered by the player and the campaign pinged; every refusal becomes an outcome with its
 * follow-up, except the reality check the platform holds, which is asked (`realityCheck`).
 */
export function createLaunchModel(options: LaunchModelOptions): LaunchModel {
  const { runtime, providerId, gameId, device } = options;
  const { client, store } = runtime;
  const state = signal<LaunchState>({ kind: 'loading', game: null });
  const bonus = signal<ActiveBonus | null>(null);
  const check = signal<RealityCheckPrompt | null>(null);
  let disposed = false;
  let startedReal = false;
  let running: Promise<void> | null = null;

  function show(next: LaunchState) {
    if (!disposed) state.value = next;
  }

  async function forcedBonus(player: PlayerInfo, campaignId: number | null): Promise<ActiveBonus | null> {
    const { campaignApi } = await gameCalls();
    const answer = await client.call(campaignApi.forcedCampaign, {
      params: { player_id: player.id },
      body: { game_id: gameId, provider_id: providerId, campaign_id: campaignId },
    });
    return answer.bonus;
  }

  function askRealityCheck() {
    if (disposed || check.value) return;
    check.value = { summary: null, busy: false, errorKey: null };
    gameCalls()
      .then(({ casinoApi }) => client.call(casinoApi.playSession))
      .then(
        (summary) => {
          if (check.value) check.value = { ...check.value, summary: playSoFar(summary) };
        },
        // The figures are extra: Continue and Leave work without them.
        () => undefined,
      );
  }

  async function realBody(game: GameDetail, player: PlayerInfo): Promise<PlayBody> {
    const { campaignApi } = await gameCalls();
    const campaignId = player.bonus?.campaign_id ?? null;
    let useBonus = false;
    if (campaignId !== null) {
      const ping = await client.call(campaignApi.ping, { params: { campaign_id: campaignId, player_id: player.id }, body: { game_id: gameId, provider_id: providerId } });
      useBonus = ping.useBonus;
    }
    bonus.value = await forcedBonus(player, campaignId);
    // Spec §7: the real launch carries ip_address, the same lookup as the login's (once per page).
    const address = await ipAddressField(runtime);
    return {
      game_id: gameId,
      provider_name: game.provider.name,
      provider_id: providerId,
      is_mobile: device === 'mobile',
      is_desktop: device === 'desktop',
      lobby_url: options.lobbyUrl,
      skin_id: player.skin_id,
      user_id: player.user_id,
      user_language: store.language.value,
      user_currency: player.currency.code,
      campaign_id: useBonus ? campaignId : null,
      use_bonus: useBonus,
      ...address,
    };
  }

  async function run(): Promise<void> {
    let game: GameDetail | null = null;
    let player: PlayerInfo | null = null;
    try {
      show({ kind: 'loading', game: state.value.game });
      const { casinoApi } = await gameCalls();
      game = await client.call(casinoApi.game, { params: { gameId }, query: { provider_id: providerId } });
      show({ kind: 'loading', game });
      if (game.provider.is_enabled === false) return show({ kind: 'outcome', game, outcome: { kind: 'not-available' } });
      player = await playerOrVisitor(runtime);
      const mode: PlayMode = player && !options.demo ? 'real' : 'demo';
      // Spec §4: a waiting reality check is cleared before a real launch, by the player's answer.
      if (mode === 'real' && player!.status_reason === AWAITING_REALITY_CHECK) return askRealityCheck();
      const body: PlayBody =
        mode === 'real'
          ? await realBody(game, player!)
          : { is_demo: true, game_id: gameId, provider_id: providerId, user_language: store.language.value, user_currency: DEMO_CURRENCY };
      const answer = await client.call(casinoApi.play, { params: { provider_slug: game.provider.slug }, body });
      const url = mode === 'real' ? answer.play_for_real : answer.play_for_fun;
      const origin = url ? allowedLaunchOrigin(url, store.skinSettings.value.game_origins ?? []) : null;
      if (!url || !origin) return show({ kind: 'outcome', game, outcome: { kind: 'not-available' } });
      if (mode === 'real') {
        startedReal = true;
        // The spec's launch-page call: the platform records that play began.
        await client.call(casinoApi.startGame, { body: { game_id: gameId, provider_id: providerId } });
      }
      show({ kind: 'playing', game, mode, url, origin });
    } catch (error) {
      // The platform counted the interval out since the player's last answer: ask before launching.
      if (isApiError(error) && error.kind === 'http' && error.code === AWAITING_REALITY_CHECK) return askRealityCheck();
      show({ kind: 'outcome', game, outcome: outcomeOfError(error, player?.status_expires_at ?? null) });
    }
  }

  function launch(): Promise<void> {
    running ??= run().finally(() => (running = null));
    return running;
  }

  function stopRealGame() {
    if (startedReal && store.session.value) {
      startedReal = false;
      void gameCalls()
        .then(({ casinoApi }) => client.call(casinoApi.stopGame))
        .catch(() => undefined);
    }
  }

  return {
    state,
    bonus,
    realityCheck: check,
    realityCheckDue() {
      if (state.value.kind === 'playing' && state.value.mode === 'real') askRealityCheck();
    },
    async continuePlaying() {
      const prompt = check.value;
      if (!prompt || prompt.busy) return;
      check.value = { ...prompt, busy: true, errorKey: null };
      try {
        await answerRealityCheck(runtime);
      } catch (error) {
        if (check.value) check.value = { ...prompt, busy: false, errorKey: 'gameFrame.realityCheck.failed' };
        if (!isApiError(error)) console.warn('[casino-sdk] the reality check could not be answered.', error);
        return;
      }
      check.value = null;
      if (state.value.kind !== 'playing') await launch();
    },
    leave() {
      check.value = null;
      stopRealGame();
    },
    launch,
    async refreshBonus() {
      const player = store.player.value;
      if (!player || state.value.kind !== 'playing' || state.value.mode !== 'real') return;
      try {
        const next = await forcedBonus(player, bonus.value?.campaign_id ?? player.bonus?.campaign_id ?? null);
        if (!disposed) bonus.value = next;
      } catch {
        // The bar keeps its last figures; the next round asks again.
      }
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      bonus.value = null;
      check.value = null;
      stopRealGame();
    },
  };
}
