import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { STATIC_PAGES } from '@casino-sdk/core/rules';
import { describe, expect, it } from 'vitest';
import { adminBarDefinition } from './admin/casino-admin-bar.definition';
import { adminDefinition } from './admin/casino-admin.definition';
import { changePasswordDefinition } from './change-password/casino-change-password.definition';
import { cookieConsentDefinition } from './consent/casino-cookie-consent.definition';
import { siteDialogsDefinition } from './dialogs/casino-site-dialogs.definition';
import { footerDefinition } from './footer/casino-footer.definition';
import { headerDefinition } from './header/casino-header.definition';
import { HEADER_LINKS } from './header/header-model';
import { loadingDefinition } from './loading/casino-loading.definition';
import { loginDefinition } from './login/casino-login.definition';
import { maintenanceDefinition } from './maintenance/casino-maintenance.definition';
import { pageDefinition } from './page/casino-page.definition';
import { promotionsDefinition } from './promotions/casino-promotions.definition';
import { recoveryDefinition } from './recovery/casino-recovery.definition';
import { passwordResetDefinition } from './password-reset/casino-password-reset.definition';
import { registrationDefinition } from './registration/casino-registration.definition';

/** Each folder's elements: the parts their views name must be the parts their definitions document. */
const folders = {
  admin: [adminDefinition, adminBarDefinition],
  'change-password': [changePasswordDefinition],
  consent: [cookieConsentDefinition],
  dialogs: [siteDialogsDefinition],
  footer: [footerDefinition],
  header: [headerDefinition],
  loading: [loadingDefinition],
  login: [loginDefinition],
  maintenance: [maintenanceDefinition],
  page: [pageDefinition],
  promotions: [promotionsDefinition],
  recovery: [recoveryDefinition],
  'password-reset': [passwordResetDefinition],
  registration: [registrationDefinition],
};

function viewSource(folder: string): string {
  const dir = join(import.meta.dirname, folder);
  // A family's subfolders (registration/details) are views of the same element.
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.includes('.test.') && !file.includes('.stories.'))
    .map((file) => join(dir, file));
  // So are the views it borrows from another element's folder (login and admin show registration's CaptchaField).
  for (const file of files) {
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g)) {
      const borrowed = `${resolve(dirname(file), path!)}.tsx`;
      if (existsSync(borrowed) && !files.includes(borrowed)) files.push(borrowed);
    }
  }
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

describe('element definitions match the views', () => {
  for (const [folder, definitions] of Object.entries(folders)) {
    const source = viewSource(folder);
    const documented = new Set(definitions.flatMap((definition) => Object.keys(definition.parts)));

    it(`${folder}: every literal part="…" in the views is documented`, () => {
      const named = [...source.matchAll(/\bpart="([^"]+)"/g)].flatMap((match) => match[1]!.split(/\s+/));
      expect(named.filter((part) => !documented.has(part))).toEqual([]);
    });

    it(`${folder}: every documented part is named in the views`, () => {
      // Parts passed to shared components (inputPart="…", part={part}) or built from an id appear as a
      // quoted name; a FormAlert without a part is `error` (its default).
      const named = (part: string) => new RegExp(`["'\`]${part}["'\` ]`).test(source) || (part === 'error' && /<FormAlert\b(?![^>]*\bpart=)/.test(source));
      const missing = [...documented].filter((part) => !named(part));
      expect(missing).toEqual([]);
    });
  }

  it('the header offers exactly its link routes', () => {
    expect(headerDefinition.attributes.current.values).toEqual(HEADER_LINKS.map((link) => link.route));
  });

  it('the page offers exactly the static pages', () => {
    expect(pageDefinition.attributes.page.values).toEqual(STATIC_PAGES);
  });
});
