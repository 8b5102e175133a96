import { createHash } from 'node:crypto';
import { isLanguage, type Language } from '@casino-sdk/core/rules';
import type { games } from '../db/schema';
import { BETS } from '../provider/demo-slots/slot-maths';

type GameRow = typeof games.$inferSelect;
type Kind = 'slot' | 'table' | 'live' | 'crash' | 'instant';
export type Volatility = 'low' | 'medium' | 'high';

/** What a game's info panel tells (issue 24): the platform's own facts of a game. */
export interface GameFacts {
  rtp: number | null;
  volatility: Volatility | null;
  min_bet: number;
  max_bet: number;
  reels: number | null;
  lines: number | null;
  description: string;
}

/** A number of its own for each game and fact, the same on every seed: the catalogue is made up, its facts must not change between visits. */
function draw(gameId: number, fact: string, choices: number): number {
  return createHash('sha256').update(`${fact}:${gameId}`).digest().readUInt32BE(0) % choices;
}

const LINES_BY_REELS: Record<number, readonly number[]> = { 3: [1, 5, 9], 4: [10, 20, 40], 5: [10, 20, 25, 50] };

/** The short description, in the page's language: a made-up catalogue's text, written from what the game is. */
const DESCRIPTIONS: Record<Language, Record<Kind, string>> = {
  en: {
    slot: '{name} is a {reels}-reel slot by {provider} with {lines} paylines.',
    table: '{name} is a table game by {provider}, played against the house.',
    live: '{name} is dealt live by a real dealer, streamed by {provider}.',
    crash: '{name} is a crash game by {provider}: cash out before the multiplier falls.',
    instant: '{name} is an instant-win game by {provider}: one play, one result.',
  },
  cs: {
    slot: '{name} je automat od {provider} s {reels} válci a {lines} výherními liniemi.',
    table: '{name} je stolní hra od {provider}, hraje se proti kasinu.',
    live: '{name} rozdává živě skutečný krupiér, přenos zajišťuje {provider}.',
    crash: '{name} je crash hra od {provider}: vyberte výhru dřív, než násobitel spadne.',
    instant: '{name} je hra s okamžitou výhrou od {provider}: jedna hra, jeden výsledek.',
  },
  de: {
    slot: '{name} ist ein Slot von {provider} mit {reels} Walzen und {lines} Gewinnlinien.',
    table: '{name} ist ein Tischspiel von {provider}, gespielt gegen die Bank.',
    live: '{name} wird live von echten Croupiers gegeben, übertragen von {provider}.',
    crash: '{name} ist ein Crash-Spiel von {provider}: Auszahlen, bevor der Multiplikator fällt.',
    instant: '{name} ist ein Sofortgewinnspiel von {provider}: ein Spiel, ein Ergebnis.',
  },
  sk: {
    slot: '{name} je automat od {provider} s {reels} valcami a {lines} výhernými líniami.',
    table: '{name} je stolová hra od {provider}, hrá sa proti kasínu.',
    live: '{name} rozdáva naživo skutočný krupiér, prenos zabezpečuje {provider}.',
    crash: '{name} je crash hra od {provider}: vyberte výhru skôr, než násobiteľ spadne.',
    instant: '{name} je hra s okamžitou výhrou od {provider}: jedna hra, jeden výsledok.',
  },
  hu: {
    slot: 'A(z) {name} a(z) {provider} nyerőgépe {reels} tárcsával és {lines} nyerővonallal.',
    table: 'A(z) {name} a(z) {provider} asztali játéka, a kaszinó ellen játszva.',
    live: 'A(z) {name} játékot élő osztó vezeti, a közvetítést a(z) {provider} adja.',
    crash: 'A(z) {name} a(z) {provider} crash játéka: vegye ki a nyereményt, mielőtt a szorzó leesik.',
    instant: 'A(z) {name} a(z) {provider} azonnali nyeremény játéka: egy játék, egy eredmény.',
  },
  pl: {
    slot: '{name} to automat od {provider} z {reels} bębnami i {lines} liniami wygrywającymi.',
    table: '{name} to gra stołowa od {provider}, w której grasz przeciwko kasynu.',
    live: '{name} prowadzi na żywo prawdziwy krupier, transmisja od {provider}.',
    crash: '{name} to gra typu crash od {provider}: wypłać, zanim mnożnik spadnie.',
    instant: '{name} to gra z natychmiastową wygraną od {provider}: jedna gra, jeden wynik.',
  },
  es: {
    slot: '{name} es una tragaperras de {provider} con {reels} rodillos y {lines} líneas de pago.',
    table: '{name} es un juego de mesa de {provider} que se juega contra la casa.',
    live: '{name} lo reparte en directo un crupier real, con retransmisión de {provider}.',
    crash: '{name} es un juego crash de {provider}: retira antes de que caiga el multiplicador.',
    instant: '{name} es un juego de premio instantáneo de {provider}: una jugada, un resultado.',
  },
};

const kindOf = (type: string | null): Kind => (type === 'table' || type === 'live' || type === 'crash' || type === 'instant' ? type : 'slot');

/**
 * A game's facts for its info panel: the catalogue's RTP and reels, a volatility and paylines of
 * its own, and the bets of the sandbox's demo slot (which every game launches) in major units.
 */
export function gameFacts(game: GameRow, providerName: string, language: string): GameFacts {
  const kind = kindOf(game.type);
  const reels = kind === 'slot' ? game.reelsNumbers : null;
  const choices = reels === null ? null : (LINES_BY_REELS[reels] ?? LINES_BY_REELS[5]!);
  const lines = choices === null ? null : choices[draw(game.id, 'lines', choices.length)]!;
  const volatility = kind === 'slot' || kind === 'crash' ? (['low', 'medium', 'high'] as const)[draw(game.id, 'volatility', 3)]! : null;
  const template = DESCRIPTIONS[isLanguage(language) ? language : 'en'][kind];
  const description = template
    .replace('{name}', game.name)
    .replace('{provider}', providerName)
    .replace('{reels}', String(reels ?? ''))
    .replace('{lines}', String(lines ?? ''));
  return { rtp: game.rtp === null ? null : Number(game.rtp), volatility, min_bet: BETS[0], max_bet: BETS[BETS.length - 1]!, reels, lines, description };
}
