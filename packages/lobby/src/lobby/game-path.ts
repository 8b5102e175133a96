import type { Language } from '@casino-sdk/core';
import type { Game } from '@casino-sdk/core/contract/casino';

/** Where choosing a game goes (the spec's game/play/{providerId}/{gameId}); a demo adds `?demo=1`. */
export function gamePath(language: Language, game: Pick<Game, 'id' | 'provider_id'>, demo = false): string {
  return `/${language}/game/play/${game.provider_id}/${game.id}${demo ? '?demo=1' : ''}`;
}

/** A lobby route of the site (the route section tabs lead there). */
export function sectionPath(language: Language, slug: string): string {
  return `/${language}/${slug}`;
}
