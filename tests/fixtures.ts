import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SKIN_AUTH = `Basic ${Buffer.from('demo-skin:demo-skin-secret').toString('base64')}`;

export interface SandboxPlayer {
  username: string;
  password: string;
}

interface Fixtures {
  consoleGuard: { allowed: RegExp[] };
  /** Scans the page as it is now with axe; fails on any violation. */
  axe: (state: string) => Promise<void>;
  /** Console errors this test expects (e.g. the browser's own line for an expected 401). */
  allowConsoleErrors: (pattern: RegExp) => void;
  /** A fresh player of its own, cloned from demo-player, so parallel tests never share a balance. */
  player: SandboxPlayer;
  sandbox: {
    adjustBalance(username: string, amount: number, wallet?: 'total' | 'bonus'): Promise<void>;
  };
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: async ({ consoleGuard }, use) => {
    await use((pattern) => void consoleGuard.allowed.push(pattern));
  },

  consoleGuard: async ({}, use) => {
    await use({ allowed: [] });
  },

  page: async ({ page, consoleGuard }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    await use(page);
    const unexpected = problems.filter((line) => !consoleGuard.allowed.some((pattern) => pattern.test(line)));
    expect(unexpected, 'page errors and console errors').toEqual([]);
  },

  axe: async ({ page }, use) => {
    await use(async (state) => {
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(violations, `axe violations in state "${state}"`).toEqual([]);
    });
  },

  player: async ({ request }, use, testInfo) => {
    const username = `p${testInfo.workerIndex}x${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const password = 'Demo-pass-1!';
    const response = await request.post('/v1/sandbox/players', {
      headers: { Authorization: SKIN_AUTH },
      data: { username, password, template: 'demo-player' },
    });
    expect(response.status(), await response.text()).toBe(201);
    await use({ username, password });
  },

  sandbox: async ({ request }, use) => {
    await use({
      async adjustBalance(username, amount, wallet = 'total') {
        const response = await request.post(`/v1/sandbox/players/${username}/balance`, {
          headers: { Authorization: SKIN_AUTH },
          data: { amount, wallet },
        });
        expect(response.ok(), await response.text()).toBe(true);
      },
    });
  },
});

export { expect };

export async function storageSnapshot(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const storages = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
  return `${storages} ${JSON.stringify(cookies)}`;
}
