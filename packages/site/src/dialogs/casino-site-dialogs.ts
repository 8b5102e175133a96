import { defineElement } from '@casino-sdk/ui';
import { dialogCss } from '@casino-sdk/ui/dialog';
import { SiteDialogs } from './SiteDialogs';
import { siteDialogsCss } from './site-dialogs.styles';
import { siteDialogsDefinition } from './casino-site-dialogs.definition';

export const SITE_DIALOGS_TAG = siteDialogsDefinition.tag;

/** Registers `<casino-site-dialogs>` from its definition (`./casino-site-dialogs.definition.ts`: attributes, events, parts, CSS properties). */
export function defineSiteDialogs(): CustomElementConstructor | undefined {
  return defineElement(siteDialogsDefinition, SiteDialogs, { styles: [dialogCss, siteDialogsCss] });
}
