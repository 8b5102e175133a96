import { describe, expect, it } from 'vitest';
import * as publicApi from './index';

// What leaves casino-sdk.js and the npm package's main entry. A host may come to depend on every
// name here, so adding one is a deliberate change: update this list with it.
const PUBLIC_NAMES = ['ApiError', 'CasinoSDK', 'LANGUAGES', 'SDK_VERSION', 'isApiError', 'isLanguage', 'loadServices', 'login', 'logout'];

describe('the public entry', () => {
  it('exports exactly the public names', () => {
    expect(Object.keys(publicApi).sort()).toEqual(PUBLIC_NAMES);
  });
});
