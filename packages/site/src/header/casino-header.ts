import { defineElement } from '@casino-sdk/ui';
import { Header } from './Header';
import { headerCss } from './header.styles';
import { headerDefinition } from './casino-header.definition';

export const HEADER_TAG = headerDefinition.tag;

/** Registers `<casino-header>` from its definition (`./casino-header.definition.ts`: attributes, events, parts, CSS properties). */
export function defineHeader(): CustomElementConstructor | undefined {
  return defineElement(headerDefinition, Header, { styles: [headerCss] });
}
