import { STATIC_PAGES } from '@casino-sdk/core/rules';
import { expect, it } from 'vitest';
import { headerDefinition } from './header/casino-header.definition';
import { HEADER_LINKS } from './header/header-model';
import { contentPageDefinition } from './content-page/casino-content-page.definition';

// Whether each element's parts match its views is checked for every family in scripts/element-docs/parts.test.ts.

it('the header offers exactly its link routes', () => {
  expect(headerDefinition.attributes.current.values).toEqual(HEADER_LINKS.map((link) => link.route));
});

it('the page offers exactly the static pages', () => {
  expect(contentPageDefinition.attributes.page.values).toEqual(STATIC_PAGES);
});
