import { CasinoSDK, type Language, type Runtime } from '@casino-sdk/core';
import { startSession } from '@casino-sdk/core/internal';
import { createPlatformFixture, type PlatformFixtureOptions } from '../packages/core/src/testing/platform-fixture';
import cs from '../packages/sandbox/src/seed/translations/cs.json';
import de from '../packages/sandbox/src/seed/translations/de.json';
import es from '../packages/sandbox/src/seed/translations/es.json';
import hu from '../packages/sandbox/src/seed/translations/hu.json';
import pl from '../packages/sandbox/src/seed/translations/pl.json';
import sk from '../packages/sandbox/src/seed/translations/sk.json';

/** What a story asks of the fixture platform, as `parameters.casino`. */
export interface CasinoStoryParameters {
  platform?: PlatformFixtureOptions;
  /**
   * `player`: a session is started and the player loaded before the story renders.
   * `pending`: a session is started but not awaited (loading states; failures that end it).
   */
  session?: 'player' | 'pending';
  /** Runs after the session is in place (e.g. mark the balance stale). */
  afterSession?: (runtime: Runtime) => void;
  /** The site's jurisdiction (fixed at init). */
  jurisdiction?: 'mga' | 'ukgc';
}

export const translations: Record<string, Record<string, string>> = { cs, de, es, hu, pl, sk };

let runs = 0;

/**
 * A fresh runtime on a fixture platform for every story: the previous one is destroyed so no
 * session, poll or language leaks from one story to the next.
 */
export async function startStoryRuntime(language: Language, parameters: CasinoStoryParameters = {}): Promise<{ runtime: Runtime; run: number }> {
  CasinoSDK.destroy();
  try {
    sessionStorage.clear();
  } catch {
    // No storage: nothing to forget.
  }
  const fetch = createPlatformFixture({ translations, ...parameters.platform });
  const runtime = CasinoSDK.init({ skin: { refId: 'storybook', password: 'storybook' }, language, fetch, jurisdiction: parameters.jurisdiction ?? 'mga' });
  await CasinoSDK.ready();
  if (parameters.session) {
    const starting = startSession(runtime, { token: 'story-token', playerId: 42 });
    if (parameters.session === 'player') await starting;
  }
  parameters.afterSession?.(runtime);
  return { runtime, run: ++runs };
}
