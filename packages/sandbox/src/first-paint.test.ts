import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOBBY_ROUTES } from '../../../demo-host/src/pages/casino-page';
import { contentLocation, lobbyLocation } from './first-paint';
import { createTestSandbox, type TestSandbox } from './testing/test-sandbox';
import { ART_VERSION } from './art/art-version';

const PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/index-abc.js">';
const INDEX = `<!doctype html><title>Demo host</title>${PRELOAD}<body><main id="page" tabindex="-1"></main></body>`;

let sandbox: TestSandbox;
let staticDir: string;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  staticDir = mkdtempSync(join(tmpdir(), 'sandbox-first-paint-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
});
afterAll(async () => {
  await sandbox.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const pageHtml = async (path: string) => {
  const response = await sandbox.appWith({ staticDir }).request(path);
  expect(response.status).toBe(200);
  return response.text();
};

describe('a lobby page\'s first paint', () => {
  it('knows the host\'s lobby routes, with a language prefix only', () => {
    for (const route of LOBBY_ROUTES) expect(lobbyLocation(`/de/${route}`)).toEqual({ section: route, language: 'de' });
    expect(lobbyLocation('/en')).toEqual({ section: 'casino', language: 'en' });
    expect(lobbyLocation('/en/')).toEqual({ section: 'casino', language: 'en' });
    for (const path of ['/', '/casino', '/en/privacy', '/xx/casino', '/en/casino/more']) expect(lobbyLocation(path)).toBeNull();
  });

  it('draws the title and the first banner of the section into <main>, in the page\'s language', async () => {
    const html = await pageHtml('/en/casino');
    // The site's code waits for the paint (boot.ts): no early fetch shares the line with the picture.
    expect(html).not.toContain(PRELOAD);
    const main = /<main id="page" tabindex="-1">([\s\S]*)<\/main>/.exec(html)?.[1];
    expect(main).toMatch(/^<section class="page page--lobby" data-first-paint="casino"><h1 class="page__title">Casino<\/h1><picture class="first-banner" slot="first-banner">/);
    // The picture the lobby's carousel shows first: mobile below 600 px, desktop above, fetched first.
    expect(main).toContain(`<source media="(max-width: 599px)" srcset="/sandbox/art/banner/welcome-mobile.svg?v=${ART_VERSION}">`);
    expect(main).toContain(`<img class="first-banner__image" src="/sandbox/art/banner/welcome-desktop.svg?v=${ART_VERSION}" alt="" width="1200" height="400" fetchpriority="high">`);
    const german = await pageHtml('/de/live-casino');
    expect(german).toContain('data-first-paint="live-casino"');
    expect(german).toContain('<h1 class="page__title">Live-Kasino</h1>');
  });

  it('leaves every other page, and the unprefixed home, as the host built it', async () => {
    for (const path of ['/', '/privacy', '/en/login', '/en/1007', '/en/game/play/3/12']) expect(await pageHtml(path)).toBe(INDEX);
  });
});

describe('a content page\'s first paint', () => {
  it('knows the CMS pages by route name, with a language prefix only', () => {
    expect(contentLocation('/de/privacy')).toEqual({ page: 'privacy', language: 'de' });
    for (const path of ['/privacy', '/en/casino', '/en/1007', '/en/privacy/more', '/xx/privacy']) expect(contentLocation(path)).toBeNull();
  });

  it('draws the page\'s title and leading text into <main>, as escaped plain text', async () => {
    const html = await pageHtml('/en/privacy');
    expect(html).not.toContain(PRELOAD);
    const main = /<main id="page" tabindex="-1">([\s\S]*)<\/main>/.exec(html)?.[1];
    expect(main).toMatch(
      /^<section class="page page--prose" data-first-paint="privacy"><article class="content-frame"><h1 class="content-frame__title">Privacy Policy<\/h1><div class="content-frame__content"><p>This Privacy Policy explains/,
    );
    // Up to the first list: its link is text here, the element draws the CMS's markup.
    expect(main).toContain('<h2>1. Controller and data protection officer</h2>');
    expect(main).toContain('You can contact our data protection officer at dpo@harbour-casino.example.</p>');
    expect(main).not.toMatch(/<a |<ul|<strong/);
    expect(await pageHtml('/de/privacy')).toContain('data-first-paint="privacy"');
  });
});
