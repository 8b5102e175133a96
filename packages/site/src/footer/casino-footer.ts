import { defineElement } from '@casino-sdk/ui';
import { Footer } from './Footer';
import { footerCss } from './footer.styles';
import { footerDefinition } from './casino-footer.definition';

export const FOOTER_TAG = footerDefinition.tag;

/** Registers `<casino-footer>` from its definition (`./casino-footer.definition.ts`: attributes, events, parts, CSS properties). */
export function defineFooter(): CustomElementConstructor | undefined {
  return defineElement(footerDefinition, Footer, { styles: [footerCss] });
}
