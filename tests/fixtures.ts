import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { SANDBOX_SCOPE_COOKIE } from '@casino-sdk/core/contract';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, Result } from 'axe-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Rules axe keeps out of its tags as experimental, run all the same: WCAG 2.5.3 (a control's visible
 * words start its name: speech users say what they see).
 */
export const AXE_RULES = { 'label-content-name-mismatch': { enabled: true } };
export const SKIN_AUTH = `Basic ${Buffer.from('demo-skin:demo-skin-secret').toString('base64')}`;

export interface SandboxPlayer {
  username: string;
  password: string;
}

export type PlayerTemplate =
  | 'demo-player'
  | 'terms-player'
  | 'imported-player'
  | 'messages-player'
  // The game launch's outcomes (docs/sandbox.md, seeded players).
  | 'low-balance-player'
  | 'ubo-player'
  | 'pep-player'
  | 'risky-player'
  | 'excluded-player'
  | 'reality-check-player'
  | 'bonus-player'
  // No deposit yet and no limits: the first deposit.
  | 'new-player'
  // E-mail and phone unconfirmed, not verified.
  | 'unverified-player'
  // Basic KYC initialized, no check sent to the identity vendor yet.
  | 'kyc-player'
  // No bonus; deposit campaigns offered, and the code FREE10 gives a bonus (My bonus).
  | 'bonus-offers-player'
  // AML level high, the source-of-wealth questionnaire not answered.
  | 'sowq-player';

interface Options {
  /**
   * The cookie choice the browser starts with; null for a first visit (the consent panel shows).
   * Tests of other features start as a visitor who chose "essential only", so the panel stays away.
   */
  consentCookie: string | null;
}

interface Fixtures {
  consoleGuard: { allowed: RegExp[] };
  /**
   * Scans with axe as the page is now; fails on any violation. `include` scopes the scan to the
   * element under test (CSS selectors, e.g. the custom element holding the dialog): the header and
   * footer are scanned once per route, not again with every dialog. Without it the whole page.
   */
  axe: (state: string, include?: string | string[]) => Promise<void>;
  /** Console errors this test expects (e.g. the browser's own line for an expected 401). */
  allowConsoleErrors: (pattern: RegExp) => void;
  /** A fresh player of its own, cloned from demo-player, so parallel tests never share a balance. */
  player: SandboxPlayer;
  sandbox: {
    adjustBalance(username: string, amount: number, wallet?: 'total' | 'bonus'): Promise<void>;
    /** A fresh player cloned from a seeded one. */
    createPlayer(template: PlayerTemplate): Promise<SandboxPlayer>;
    /**
     * The maintenance flag for this test's browser only: the sandbox scopes it to the cookie
     * `sandbox-scope` this test's context carries, so the test runs in parallel with the rest.
     */
    setMaintenance(on: boolean): Promise<void>;
    /**
     * Moves the server's time `ms` ahead for this test's browser only (the `sandbox-scope` cookie),
     * for waits a test cannot sit through: a 24-hour limit raise, a 7-day exclusion, a 10-minute
     * cooldown. Each call adds to the last; `resetClock` goes back to the real time.
     */
    advanceClock(ms: number): Promise<void>;
    resetClock(): Promise<void>;
    sendMessage(username: string, message: { type: string; subject: string; body: string; duration?: number }): Promise<void>;
    /** A newsletter into the player's outbox; answers the opt-out link it carries. */
    sendNewsletter(player: SandboxPlayer): Promise<string>;
    /** The payment provider's late word on a pending attempt (its notification to the platform). */
    settlePayment(attemptId: number, status: 'success' | 'declined'): Promise<void>;
    /** The identity vendor's reviewer approves (GREEN) or rejects (RED) the check waiting at `level`; the vendor tells the platform. */
    reviewKyc(username: string, level: string, answer: 'GREEN' | 'RED'): Promise<void>;
    /** `minutes` of the player's real play pass at once (the reality check the platform holds comes due). */
    passPlayTime(username: string, minutes: number): Promise<void>;
    /** What the sandbox "sent" to `to` (e-mails and SMS), newest first. */
    outbox(to: string): Promise<{ channel: 'email' | 'sms'; subject: string | null; body: string; code: string | null }[]>;
    /** The newest code the outbox holds for `to` (an e-mail address or a phone number) on `channel`. */
    latestCode(to: string, channel: 'email' | 'sms'): Promise<string>;
    /** The answer of a live captcha challenge (its token from GET auth/captcha): the picture holds no text to read. */
    captchaAnswer(token: string): Promise<string>;
  };
  /**
   * Logs `player` in through the login form and waits for the landing page. Slow (a page load,
   * Argon2id, a redirect): only for tests of the form itself and of where it lands.
   */
  logIn: (player: SandboxPlayer, options?: { landing?: RegExp }) => Promise<void>;
  /**
   * Signs `player` in through the API and seeds the session into this tab's sessionStorage before
   * the page loads, exactly as the SDK saves it (packages/core/src/session/session-storage.ts), then
   * opens `path` (default `/en/casino`) and waits until the SDK has restored the session.
   */
  signIn: (player: SandboxPlayer, path?: string) => Promise<void>;
}

/**
 * Sandbox-only calls change players, so they carry an admin-mode token besides the skin's
 * credentials. One admin login per worker: Argon2id is the slow part.
 */
let adminToken: Promise<string> | undefined;
async function sandboxHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  adminToken ??= (async () => {
    const response = await request.post('/v1/auth/admin/login', {
      headers: { Authorization: SKIN_AUTH },
      data: { username: 'operator-admin', password: 'Admin-pass-1!' },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { token: string }).token;
  })();
  return { Authorization: SKIN_AUTH, 'admin-token': await adminToken };
}

/** A test's own sandbox scope: its id and the retry, so no two runs of a test share one. */
function scopeOf(testInfo: TestInfo): string {
  return `${testInfo.testId}-${testInfo.retry}`.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
}

async function clonePlayer(request: APIRequestContext, template: PlayerTemplate, tag: string): Promise<SandboxPlayer> {
  const username = `${tag}x${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const password = 'Demo-pass-1!';
  const response = await request.post('/v1/sandbox/players', {
    headers: await sandboxHeaders(request),
    data: { username, password, template },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { username, password };
}

interface AxeScan {
  /** How many rules found something to check: 0 when the scope matched nothing. */
  scanned: number;
  violations: string[];
}

type Violation = Pick<Result, 'id' | 'help'> & { nodes: Pick<Result['nodes'][number], 'target'>[] };
const describeViolation = (v: Violation) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`;
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type AxeWindow = Window & { axe?: { run(context: unknown, options: unknown): Promise<AxeResults> } };

/** axe in the page and each same-origin frame (once a page), one run from the top; only violations come back. */
async function scanInPage(page: Page, include: string | string[] | undefined): Promise<AxeScan> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => (window as AxeWindow).axe !== undefined).catch(() => true)) continue;
    await frame.evaluate(`${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'] })`);
  }
  const { scanned, violations } = await page.evaluate(
    async ({ include, tags, rules }) => {
      const results = await (window as AxeWindow).axe!.run(include === undefined ? document : { include: [include].flat() }, { runOnly: { type: 'tag', values: tags }, rules });
      const violations: Violation[] = results.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map(({ target }) => ({ target })) }));
      return { scanned: results.passes.length + results.violations.length, violations };
    },
    { include, tags: AXE_TAGS, rules: AXE_RULES },
  );
  return { scanned, violations: violations.map(describeViolation) };
}

/** axe's own frame-by-frame run, which reaches into cross-origin frames. */
async function scanWithBuilder(page: Page, include: string | string[] | undefined): Promise<AxeScan> {
  const builder = new AxeBuilder({ page }).options({ rules: AXE_RULES }).withTags(AXE_TAGS);
  for (const selector of include === undefined ? [] : [include].flat()) builder.include(selector);
  const results = await builder.analyze();
  return { scanned: results.passes.length + results.violations.length, violations: results.violations.map(describeViolation) };
}

export const test = base.extend<Fixtures & Options>({
  consentCookie: ['e', { option: true }],

  context: async ({ context, consentCookie, baseURL }, use, testInfo) => {
    if (consentCookie) await context.addCookies([{ name: 'cookieConfirmed', value: consentCookie, url: baseURL! }]);
    // Platform switches a test flips (the maintenance flag) apply to this context alone.
    await context.addCookies([{ name: SANDBOX_SCOPE_COOKIE, value: scopeOf(testInfo), url: baseURL! }]);
    await use(context);
  },

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
    await use(async (state, include) => {
      // A transition still running (a tab turning to its selected colours) shows axe colours that
      // are neither the old nor the new: finish every finite animation, so the state is the settled one.
      // document.getAnimations() leaves out shadow trees: each open shadow root is asked too.
      await page.evaluate(() => {
        const roots: (Document | ShadowRoot)[] = [document];
        for (let i = 0; i < roots.length; i++) for (const element of roots[i]!.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
        for (const root of roots) for (const animation of root.getAnimations()) if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
      });
      // axe's default mode scans each frame apart and joins the results in a new blank page; a page
      // with a cross-origin frame (a game provider's) needs it. Else one axe.run in the page sees every
      // same-origin frame, and only the violations leave it: AxeBuilder's legacy mode sends every pass
      // with its nodes back too (about 400 KB for the lobby), 0.9 against 0.5 s of CPU a scan.
      const origin = new URL(page.url()).origin;
      const crossOrigin = page.frames().some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin);
      const { scanned, violations } = await (crossOrigin ? scanWithBuilder : scanInPage)(page, include);
      // A scope that matches nothing would scan nothing: the element under test must be there.
      if (include !== undefined) expect(scanned, `axe scope ${String(include)} is empty`).toBeGreaterThan(0);
      expect(violations, `axe violations in state "${state}"`).toEqual([]);
    });
  },

  player: async ({ request }, use, testInfo) => {
    await use(await clonePlayer(request, 'demo-player', `p${testInfo.workerIndex}`));
  },

  logIn: async ({ page }, use) => {
    await use(async (player, { landing = /\/en\/casino$/ } = {}) => {
      await page.goto('/en/login');
      await page.getByLabel('Username').fill(player.username);
      await page.getByLabel('Password', { exact: true }).fill(player.password);
      await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(landing);
    });
  },

  signIn: async ({ page, request, baseURL }, use) => {
    await use(async (player, path = '/en/casino') => {
      const response = await request.post('/v1/auth/login?checkHash=1', {
        headers: { Authorization: SKIN_AUTH },
        data: { username: player.username, password: player.password },
      });
      expect(response.status(), await response.text()).toBe(200);
      const { token, player_id: playerId } = (await response.json()) as { token: string; player_id: number };
      // Seeded once per tab: a later load (after a logout, say) must find what the SDK left there.
      await page.addInitScript(
        ({ origin, token, playerId }) => {
          if (location.origin !== origin || sessionStorage.getItem('e2e.seeded')) return;
          sessionStorage.setItem('e2e.seeded', '1');
          sessionStorage.setItem('casino-sdk.token', token);
          sessionStorage.setItem('casino-sdk.user-id', String(playerId));
        },
        { origin: new URL(baseURL!).origin, token, playerId },
      );
      // The SDK restores the saved session by loading the player; once that answer is in, it is signed in.
      const restored = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/v1/me' && answer.request().method() === 'GET' && answer.ok());
      await page.goto(path);
      await restored;
    });
  },

  sandbox: async ({ request }, use, testInfo) => {
    let clockOffset = 0;
    const setClock = async (offset: number) => {
      const response = await request.put('/v1/sandbox/clock', { headers: await sandboxHeaders(request), data: { scope: scopeOf(testInfo), offset_ms: offset } });
      expect(response.ok(), await response.text()).toBe(true);
      clockOffset = offset;
    };
    await use({
      async adjustBalance(username, amount, wallet = 'total') {
        const response = await request.post(`/v1/sandbox/players/${username}/balance`, {
          headers: await sandboxHeaders(request),
          data: { amount, wallet },
        });
        expect(response.ok(), await response.text()).toBe(true);
      },
      createPlayer: (template) => clonePlayer(request, template, 't'),
      async setMaintenance(on) {
        const response = await request.put('/v1/sandbox/maintenance', { headers: await sandboxHeaders(request), data: { in_maintenance: on, scope: scopeOf(testInfo) } });
        expect(response.ok(), await response.text()).toBe(true);
      },
      advanceClock: (ms) => setClock(clockOffset + ms),
      resetClock: () => setClock(0),
      async sendMessage(username, message) {
        const response = await request.post(`/v1/sandbox/players/${username}/messages`, { headers: await sandboxHeaders(request), data: message });
        expect(response.ok(), await response.text()).toBe(true);
      },
      async sendNewsletter(player) {
        const response = await request.post(`/v1/sandbox/players/${player.username}/newsletter`, { headers: await sandboxHeaders(request) });
        expect(response.ok(), await response.text()).toBe(true);
        const outbox = await request.get(`/v1/sandbox/outbox?to=${encodeURIComponent(`${player.username.toLowerCase()}@example.com`)}`, { headers: await sandboxHeaders(request) });
        const { data } = (await outbox.json()) as { data: { body: string }[] };
        const link = data.map((message) => /https?:\/\/\S+\/newsletter\/opt-out\?token=\S+/.exec(message.body)?.[0]).find(Boolean);
        expect(link, 'the newsletter carries an opt-out link').toBeDefined();
        return link!;
      },
      async settlePayment(attemptId, status) {
        const response = await request.post(`/v1/sandbox/payments/${attemptId}/settle`, { headers: await sandboxHeaders(request), data: { status } });
        expect(response.ok(), await response.text()).toBe(true);
      },
      async reviewKyc(username, level, answer) {
        const response = await request.post(`/v1/sandbox/kyc/players/${username}/review`, { headers: await sandboxHeaders(request), data: { level, answer } });
        expect(response.ok(), await response.text()).toBe(true);
      },
      async passPlayTime(username, minutes) {
        const response = await request.post(`/v1/sandbox/players/${username}/play-time`, { headers: await sandboxHeaders(request), data: { minutes } });
        expect(response.ok(), await response.text()).toBe(true);
      },
      async outbox(to) {
        const response = await request.get(`/v1/sandbox/outbox?to=${encodeURIComponent(to)}`, { headers: await sandboxHeaders(request) });
        expect(response.ok(), await response.text()).toBe(true);
        return ((await response.json()) as { data: { channel: 'email' | 'sms'; subject: string | null; body: string; code: string | null }[] }).data;
      },
      async latestCode(to, channel) {
        const code = (await this.outbox(to)).find((item) => item.channel === channel && item.code)?.code;
        expect(code, `a ${channel} code for ${to}`).toBeTruthy();
        return code!;
      },
      async captchaAnswer(token) {
        const response = await request.get(`/v1/sandbox/captcha?token=${encodeURIComponent(token)}`, { headers: await sandboxHeaders(request) });
        expect(response.ok(), await response.text()).toBe(true);
        return ((await response.json()) as { answer: string }).answer;
      },
    });
    // The sandbox keeps a moved clock until told: it forgets this test's scope once the test is done.
    if (clockOffset !== 0) await setClock(0);
  },
});

export { expect };

export async function storageSnapshot(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const storages = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
  return `${storages} ${JSON.stringify(cookies)}`;
}
