import { describe, expect, it } from 'vitest';
import { bonusProgress } from './bonus-progress';
import { fixtureBonus } from './game-frame-fixture';

describe('the bonus maths', () => {
  it('derives wagered and left from the target and counter_percentage, and the free spins left', () => {
    expect(bonusProgress(fixtureBonus)).toEqual({ percent: 40, target: 1000, wagered: 400, left: 600, freespins: 20, freespinsLeft: 15, maxBet: 5 });
  });

  it('holds the bar inside 0–100 % and the spins at 0 or more, in whole cents', () => {
    expect(bonusProgress({ ...fixtureBonus, counter_percentage: 130, freespins_counter: 25 })).toMatchObject({ percent: 100, wagered: 1000, left: 0, freespinsLeft: 0 });
    expect(bonusProgress({ ...fixtureBonus, counter_percentage: -5 })).toMatchObject({ percent: 0, wagered: 0, left: 1000 });
    expect(bonusProgress({ ...fixtureBonus, target: 33.33, counter_percentage: 33.3333 })).toMatchObject({ wagered: 11.11, left: 22.22 });
    expect(bonusProgress({ ...fixtureBonus, campaign: undefined }).maxBet).toBeNull();
  });
});
