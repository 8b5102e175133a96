import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Runtime } from '@casino-sdk/core';
import type { GameDetail } from '@casino-sdk/core/contract/casino';
import { failureMessage, type FormMessage } from '@casino-sdk/core/form';
import { formatMoney, parseMoney } from '@casino-sdk/core/money';
import { casinoCalls } from '../calls';

/** The game the panel is about: what the card knows, so the panel has a title before the answer. */
export interface InfoGame {
  id: number;
  providerId: number;
  name: string;
}

/** One line of the panel: a fact's text key and its value, written for the page. */
export interface GameFact {
  key: 'rtp' | 'volatility' | 'bets' | 'reels' | 'lines';
  value: string;
}

export type GameInfoState = { kind: 'loading' } | { kind: 'ready'; detail: GameDetail; facts: readonly GameFact[] } | { kind: 'error'; message: FormMessage };

export interface GameInfoModel {
  readonly state: ReadonlySignal<GameInfoState>;
  start(): () => void;
  retry(): void;
}

/**
 * The facts a panel lists, in the order a player compares games: RTP, volatility, bet range, reels,
 * lines; a fact the platform does not give is left out. Bets in the player's currency (a visitor's:
 * the skin's first), written in the page's language.
 */
export function gameFacts(detail: GameDetail, currency: string, language: Runtime['store']['language']['value'], volatility: (level: 'low' | 'medium' | 'high') => string): GameFact[] {
  const facts: GameFact[] = [];
  const percent = new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (detail.rtp !== undefined && detail.rtp !== null) facts.push({ key: 'rtp', value: percent.format(detail.rtp / 100) });
  if (detail.volatility) facts.push({ key: 'volatility', value: volatility(detail.volatility) });
  if (detail.min_bet != null && detail.max_bet != null) {
    const money = (amount: number) => formatMoney(parseMoney(amount, currency), language);
    facts.push({ key: 'bets', value: `${money(detail.min_bet)} – ${money(detail.max_bet)}` });
  }
  if (detail.reels != null) facts.push({ key: 'reels', value: String(detail.reels) });
  if (detail.lines != null) facts.push({ key: 'lines', value: String(detail.lines) });
  return facts;
}

/** The info panel of one game (issue 24): its detail from `static/casinoGames/{gameId}` in the page's language. */
export function createGameInfoModel(runtime: Runtime, game: InfoGame, volatility: (level: 'low' | 'medium' | 'high') => string): GameInfoModel {
  const { store, client } = runtime;
  const state = signal<GameInfoState>({ kind: 'loading' });
  let current = 0;

  async function load(): Promise<void> {
    const mine = ++current;
    state.value = { kind: 'loading' };
    try {
      const casino = await casinoCalls();
      const language = store.language.peek();
      const detail = await client.call(casino.game, { params: { gameId: String(game.id) }, query: { provider_id: game.providerId, language } });
      const currency = store.player.peek()?.currency.code ?? store.skinSettings.peek().currencies[0]?.code ?? 'EUR';
      if (mine === current) state.value = { kind: 'ready', detail, facts: gameFacts(detail, currency, language, volatility) };
    } catch (caught) {
      if (mine === current) state.value = { kind: 'error', message: failureMessage(caught) };
    }
  }

  return {
    state,
    start() {
      void load();
      return () => void current++;
    },
    retry: () => void load(),
  };
}
