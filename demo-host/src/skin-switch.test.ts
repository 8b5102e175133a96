import { describe, expect, it } from 'vitest';
import { showsSkinSwitch } from './skin-switch';

describe('the demo skin picker', () => {
  it('stays off the public site', () => {
    expect(showsSkinSwitch('', false)).toBe(false);
    expect(showsSkinSwitch('?btag=partner-77', false)).toBe(false);
  });

  it('shows for a demo (?demo or ?skin=) and for staff in admin mode', () => {
    expect(showsSkinSwitch('?demo', false)).toBe(true);
    expect(showsSkinSwitch('?skin=nova', false)).toBe(true);
    expect(showsSkinSwitch('', true)).toBe(true);
  });
});
