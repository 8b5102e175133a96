import { defineElement } from '@casino-sdk/ui';
import { ContentPage } from './ContentPage';
import { contentPageCss } from './content-page.styles';
import { contentPageDefinition } from './casino-content-page.definition';

export const CONTENT_PAGE_TAG = contentPageDefinition.tag;

/** Registers `<casino-content-page>` from its definition (`./casino-content-page.definition.ts`: attributes, events, parts, CSS properties). */
export function defineContentPage(): CustomElementConstructor | undefined {
  return defineElement(contentPageDefinition, ContentPage, { styles: [contentPageCss] });
}
