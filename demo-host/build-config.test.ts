import { describe, expect, it } from 'vitest';
import config from './vite.config';

describe('the demo host build', () => {
  it('writes no source maps: the production site does not publish its sources', () => {
    expect(config.build?.sourcemap ?? false).toBe(false);
  });
});
