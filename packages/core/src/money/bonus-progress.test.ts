import { describe, expect, it } from 'vitest';
import { bonusProgress } from './bonus-progress';
import type { ActiveBonus } from '../contract/bonus';

const fixtureBonus: ActiveBonus = { target: 1000, freespins: 20, freespins_counter: 5, counter_percentage: 40, campaign_id: 3, campaign: { id: 3, name: 'Welcome spins', max_bet: 5 } };

const eur = (minor: number) => ({ minor, currency: 'EUR' });

describe('the bonus maths', () => {
  it('derives wagered and left from the target and counter_percentage, and the free spins left', () => {
    expect(bonusProgress(fixtureBonus, 'EUR')).toEqual({ percent: 40, target: eur(100000), wagered: eur(40000), left: eur(60000), freespins: 20, freespinsLeft: 15, maxBet: eur(500) });
  });

  it('holds the bar inside 0–100 % and the spins at 0 or more, in whole cents', () => {
    expect(bonusProgress({ ...fixtureBonus, counter_percentage: 130, freespins_counter: 25 }, 'EUR')).toMatchObject({ percent: 100, wagered: eur(100000), left: eur(0), freespinsLeft: 0 });
    expect(bonusProgress({ ...fixtureBonus, counter_percentage: -5 }, 'EUR')).toMatchObject({ percent: 0, wagered: eur(0), left: eur(100000) });
    expect(bonusProgress({ ...fixtureBonus, target: 33.33, counter_percentage: 33.3333 }, 'EUR')).toMatchObject({ wagered: eur(1111), left: eur(2222) });
    expect(bonusProgress({ ...fixtureBonus, target: 1.005, counter_percentage: 50 }, 'EUR')).toMatchObject({ wagered: eur(51), left: eur(50) });
    expect(bonusProgress({ ...fixtureBonus, campaign: undefined }, 'EUR').maxBet).toBeNull();
  });
});
