import { defineElement } from '@casino-sdk/ui';
import { Page } from './Page';
import { pageCss } from './page.styles';
import { pageDefinition } from './casino-page.definition';

export const PAGE_TAG = pageDefinition.tag;

/** Registers `<casino-page>` from its definition (`./casino-page.definition.ts`: attributes, events, parts, CSS properties). */
export function definePage(): CustomElementConstructor | undefined {
  return defineElement(pageDefinition, Page, { styles: [pageCss] });
}
