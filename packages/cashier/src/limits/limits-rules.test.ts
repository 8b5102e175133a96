import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitActivation, limitInputProblem, LIMIT_DELAY_MS, nextRequestAt, periodDepositLimits, playingTimeProblem } from './limits-rules';

const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('the limit rules', () => {
  it('take digits only, at most 10; empty is no limit', () => {
    expect(limitInputProblem('')).toBeNull();
    expect(limitInputProblem('9999999999')).toBeNull();
    for (const bad of ['10000000000', '12.5', '-1', '1e3', ' 5']) expect(limitInputProblem(bad), bad).toBe('cashier.limitDigits');
    expect(playingTimeProblem('1440')).toBeNull();
    expect(playingTimeProblem('1441')).toBe('cashier.playingTimeMax');
  });

  it('set the weekly and monthly deposit limits to 31 times the daily one', () => {
    expect(periodDepositLimits('100', undefined)).toEqual({ max_weekly_deposit: '3100', max_monthly_deposit: '3100' });
    expect(periodDepositLimits('9999999999', 'times-31')).toEqual({ max_weekly_deposit: '309999999969', max_monthly_deposit: '309999999969' });
    expect(periodDepositLimits('', undefined)).toEqual({ max_weekly_deposit: '', max_monthly_deposit: '' });
  });

  it('sets them equal to the daily limit where the skin says so', () => {
    expect(periodDepositLimits('100', 'equal')).toEqual({ max_weekly_deposit: '100', max_monthly_deposit: '100' });
  });

  it('apply a tighter limit at once and a looser one a day later', () => {
    fc.assert(
      fc.property(fc.option(fc.nat(1_000_000), { nil: null }), fc.option(fc.nat(1_000_000), { nil: null }), (current, next) => {
        const tighter = current === null || current === 0 || (next !== null && next > 0 && next <= current);
        expect(limitActivation(current, next, NOW)).toBe(tighter ? NOW : NOW + LIMIT_DELAY_MS);
      }),
    );
  });

  it('hold a new request for a day after the last one', () => {
    const at = (iso: string) => ({ id: 1, status: 'pending', activated_at: null, response: null, created_at: iso });
    expect(nextRequestAt([at('2026-11-26T00:00:00Z')], NOW)).toBe(Date.parse('2026-11-27T00:00:00Z'));
    expect(nextRequestAt([at('2026-11-25T11:00:00Z')], NOW)).toBeNull();
    expect(nextRequestAt([], NOW)).toBeNull();
  });
});
