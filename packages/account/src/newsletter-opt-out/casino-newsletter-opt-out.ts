import { defineElement } from '@casino-sdk/ui';
import { dialogCss } from '@casino-sdk/ui/dialog';
import { fieldCss, formCss } from '@casino-sdk/ui/field';
import { NewsletterOptOut } from './NewsletterOptOut';
import { newsletterOptOutDefinition } from './casino-newsletter-opt-out.definition';
import { newsletterOptOutCss } from './newsletter-opt-out.styles';

export const NEWSLETTER_OPT_OUT_TAG = newsletterOptOutDefinition.tag;

/** Registers `<casino-newsletter-opt-out>` from its definition. */
export function defineNewsletterOptOut(): CustomElementConstructor | undefined {
  return defineElement(newsletterOptOutDefinition, NewsletterOptOut, { styles: [fieldCss, formCss, dialogCss, newsletterOptOutCss] });
}
