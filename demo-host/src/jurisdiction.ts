import { isJurisdiction, type Jurisdiction } from '@casino-sdk/core/rules';

const KEY = 'demo-host.jurisdiction';

/**
 * Whose player-protection rules the demo shows: `?jurisdiction=ukgc` (or `mga`) picks them and
 * remembers the choice for this browser (a demo preference, like `?skin=`); else the build's
 * VITE_JURISDICTION; else MGA. The SDK fixes it at init, so a change needs a page load. The
 * sandbox enforces its own skin's (SANDBOX_JURISDICTION): start it with the same (decision 0048).
 */
export function chosenJurisdiction(search: string, built: string | undefined, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): Jurisdiction {
  const asked = new URLSearchParams(search).get('jurisdiction')?.toLowerCase();
  if (isJurisdiction(asked)) {
    storage.setItem(KEY, asked);
    return asked;
  }
  const saved = storage.getItem(KEY);
  if (isJurisdiction(saved)) return saved;
  const fromBuild = built?.toLowerCase();
  return isJurisdiction(fromBuild) ? fromBuild : 'mga';
}
