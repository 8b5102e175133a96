import { describe, expect, it } from 'vitest';
import { fixtureSections } from '../lobby/lobby-fixture';
import { railQuery, railsOf } from './rail-list';

const sections = fixtureSections;

describe('railQuery', () => {
  it("asks for the first 16 games of a tab's list, with the grid's device flag", () => {
    expect(railQuery('popular', 'casino', sections, 'desktop')).toEqual({ page: 1, per_page: 16, sort_by: 'rank', section_id: 6, is_desktop: 1 });
    expect(railQuery('jackpots', 'casino', sections, 'mobile')).toEqual({ page: 1, per_page: 16, sort_by: 'rank', section_id: 9, is_mobile: 1 });
  });

  it("asks the live rail for the live-casino route's live games", () => {
    expect(railQuery('live-casino', 'casino', sections, 'desktop')).toEqual({ page: 1, per_page: 16, sort_by: 'rank', section_id: 3, is_live: 1, is_desktop: 1 });
  });
});

describe('railsOf', () => {
  it('keeps the rails whose section the platform has, in their order', () => {
    expect(railsOf(sections)).toEqual(['popular', 'new', 'jackpots', 'live-casino']);
    expect(railsOf(sections.filter((section) => section.slug !== 'jackpots'))).toEqual(['popular', 'new', 'live-casino']);
    expect(railsOf([])).toEqual([]);
  });
});
