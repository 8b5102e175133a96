import { and, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { currencies, paymentAttempts } from '../../db/schema';
import { countedAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/env';
import { expireIfOverdue, HOSTED_PAGE_TTL_MS, settleAttempt, type SettleOutcome } from '../../payments/settle-attempt';
import { enforceLimits } from '../../security/rate-limits';
import { otherLoopbackOrigin } from '../game-origin';

const BASE = '/psp/pay';

/** The page runs nothing, posts only to itself (whose answer sends the player back to the site), and may be framed by no one. */
function pagePolicy(site: readonly string[]): string {
  return `default-src 'none'; style-src 'self'; form-action 'self' ${site.join(' ')}; base-uri 'none'; frame-ancestors 'none'`;
}

/** The site's origins as this page knows them: its public URL, and the other loopback name of this page's. */
function siteOrigins(c: Context<AppEnv>): string[] {
  return [c.var.app.publicUrl, otherLoopbackOrigin(new URL(c.req.url).origin)].filter((origin): origin is string => Boolean(origin));
}

/** Strangers can reach the page: a lookup per token guess is bounded by address. */
const simulatorLimits = (address: string) => [{ name: 'payment page per address a minute', key: address, max: 60, windowMs: 60_000 }];

const OUTCOMES: Record<string, SettleOutcome> = {
  success: { status: 'success' },
  declined: { status: 'declined', reasonCode: 'card_declined' },
  cancelled: { status: 'cancelled' },
};

/** The one-time code of the sandbox's 3-D Secure step (the page says it: nothing here is secret). */
export const THREE_DS_CODE = '1234';

/** When the page stops taking a payment, as a provider's page says it (HH:MM, UTC). */
const expiresAt = (createdAt: Date) => new Date(createdAt.getTime() + HOSTED_PAGE_TTL_MS).toISOString().slice(11, 16);

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox payment</title><link rel="stylesheet" href="${BASE}.css"></head><body><main>${body}</main></body></html>`;
}

/**
 * Where the player goes back to: the address the cashier gave (`redirect_success`), only on the
 * site (its public URL, or the other loopback name of this page's); else the site's deposit page.
 * The cashier reads the attempt's state from the platform there, never from this redirect.
 */
function returnUrl(c: Context<AppEnv>, asked: string | null, attemptId: number): string {
  const site = siteOrigins(c);
  try {
    const url = new URL((asked ?? '').replace('{transaction_id}', String(attemptId)));
    if ((url.protocol === 'http:' || url.protocol === 'https:') && site.includes(url.origin)) return url.href;
  } catch {
    // Not a URL: the fallback below.
  }
  return `${c.var.app.publicUrl}/en/deposit?attempt=${attemptId}`;
}

/**
 * The payment provider's hosted page of the sandbox (issue 22): a card deposit's `url` opens it on
 * the provider origin; the tester pays (at once, or through a 3-D Secure code), declines, leaves it
 * pending (settled later by `POST sandbox/payments/{id}/settle`) or cancels; the attempt is settled
 * once (a second post changes nothing, and none after the page's time: HOSTED_PAGE_TTL_MS), and the
 * player goes back to the cashier.
 */
export function registerPaymentSimulatorRoutes(app: Hono<AppEnv>): void {
  app.get(`${BASE}.css`, (c) =>
    c.body(
      'body{font:16px/1.5 system-ui,sans-serif;background:#f1f2f5;color:#14121f;margin:0}main{max-width:26rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:12px;border:1px solid #7b8190}h1{font-size:1.25rem;margin:0 0 .5rem}form{display:grid;gap:.5rem;margin-top:1rem}input{font:inherit;min-height:44px;padding:0 .75rem;border-radius:8px;border:1px solid #7b8190}button{font:inherit;min-height:44px;border-radius:8px;border:1px solid #14121f;background:#fff;cursor:pointer}button[value=success],button[value=3ds-code]{background:#14532d;color:#fff;border-color:#14532d}',
      200,
      { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' },
    ),
  );

  app.get(`${BASE}/:token`, async (c) => {
    enforceLimits(c.var.app.limiter, simulatorLimits(countedAddress(c)));
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': pagePolicy(siteOrigins(c)), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
    const [row] = await c.var.app.db
      .select({ attempt: paymentAttempts, symbol: currencies.symbol })
      .from(paymentAttempts)
      .innerJoin(currencies, eq(currencies.id, paymentAttempts.currencyId))
      .where(eq(paymentAttempts.providerReference, c.req.param('token')));
    if (!row) return c.body(page('<h1>Payment not found</h1><p>This payment link is not valid.</p>'), 404, headers);
    const { symbol } = row;
    const attempt = await expireIfOverdue(c.var.app.db, row.attempt, c.var.app.clock());
    if (attempt.status !== 'initialized') {
      return c.body(page(`<h1>Payment ${escape(attempt.status)}</h1><p><a href="${escape(returnUrl(c, attempt.returnRoute, attempt.id))}">Back to the casino</a></p>`), 200, headers);
    }
    const amount = `${symbol}${Number(attempt.amount).toFixed(2)}`;
    return c.body(
      page(
        `<h1>Harbour Pay (sandbox)</h1><p>Pay <strong>${escape(amount)}</strong> to Harbour Gaming Ltd.</p><p>A tester's page: nothing here is a real card.</p>` +
          `<p>This page expires at ${escape(expiresAt(attempt.createdAt))} UTC.</p>` +
          `<form method="post"><button name="outcome" value="success">Pay ${escape(amount)}</button><button name="outcome" value="3ds">Pay with 3-D Secure</button>` +
          `<button name="outcome" value="declined">Decline (card declined)</button><button name="outcome" value="pending">Leave it pending</button><button name="outcome" value="cancelled">Cancel</button></form>`,
      ),
      200,
      headers,
    );
  });

  app.post(`${BASE}/:token`, async (c) => {
    const { db, clock, limiter } = c.var.app;
    enforceLimits(limiter, simulatorLimits(countedAddress(c)));
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const chosen = String(form.outcome ?? '');
    const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.providerReference, c.req.param('token')));
    if (!attempt || !['success', 'declined', 'cancelled', 'pending', '3ds', '3ds-code'].includes(chosen)) return c.text('Payment not found.', 404);
    if (chosen === '3ds') {
      // The bank's challenge: a code, as a card issuer's page asks for one.
      const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': pagePolicy(siteOrigins(c)), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
      return c.body(
        page(
          `<h1>3-D Secure</h1><p>Enter the code your bank sent you. In the sandbox it is <strong>${THREE_DS_CODE}</strong>; any other code fails.</p>` +
            `<form method="post"><label for="code">Code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required><button name="outcome" value="3ds-code">Confirm</button></form>`,
        ),
        200,
        headers,
      );
    }
    if (chosen === 'pending') {
      // The provider has not decided yet: a later notification (POST sandbox/payments/{id}/settle) does.
      // A page past its time expires instead, and the update below finds it no longer initialized.
      const now = clock();
      await expireIfOverdue(db, attempt, now);
      await db.update(paymentAttempts).set({ status: 'pending', updatedAt: now }).where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'initialized')));
    } else {
      const outcome = chosen === '3ds-code' ? (String(form.code ?? '').trim() === THREE_DS_CODE ? OUTCOMES.success! : { status: 'declined' as const, reasonCode: 'authentication_failed' }) : OUTCOMES[chosen]!;
      await db.transaction((tx) => settleAttempt(tx, attempt.id, outcome, clock()));
    }
    return c.redirect(returnUrl(c, attempt.returnRoute, attempt.id), 303);
  });
}
