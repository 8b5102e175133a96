import { CasinoSDK, type Runtime } from '../index';
import { createPlatformFixture, type FixtureFetch, type PlatformFixtureOptions } from './platform-fixture';

/** A fresh runtime on a fixture platform for one view test. */
export function startFixtureRuntime(options: PlatformFixtureOptions = {}): { runtime: Runtime; fetch: FixtureFetch } {
  CasinoSDK.destroy();
  sessionStorage.clear();
  const fetch = createPlatformFixture(options);
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  return { runtime, fetch };
}
