import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { api } from '@casino-sdk/core/contract';
import { BANK_TRANSFER_METHOD_ID, CRYPTO_TRANSFER_METHOD_ID, jurisdictionProfile } from '@casino-sdk/core/rules';
import { currencies, paymentAttempts, players, skins } from '../db/schema';
import type { AppEnv } from '../http/env';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { accountRefusal, loadAccountStanding } from '../play/launch-guard';
import { playerProfile } from '../protection/limit-requests';
import { depositLimitError, depositRefusal } from '../protection/limits';
import { requestProviderOrigin } from '../provider/game-origin';
import { depositMethods, transferDetails, withdrawMethods } from '../payments/payment-methods';
import { idempotencyKeyOf, onceForKey } from '../payments/payment-attempts';
import { expireIfOverdue, settleAttempt, type AttemptStatus } from '../payments/settle-attempt';
import { loadBalance } from '../players/player-info';
import { changeBalance } from '../players/wallet';
import { depositCampaign } from '../campaigns/player-campaigns';
import { enforceLimits } from '../security/rate-limits';
import { TRANSACTION_TYPE } from '../seed/transaction-types';
import { sowqAnswered, sowqAsked } from '../surveys/sowq';

const MINUTE = 60_000;

/** Player-area spec §9: one withdrawal request every 600 s. */
export const WITHDRAW_COOLDOWN_MS = 600_000;
const COOLDOWN_MESSAGE = 'The withdrawal requests that can be made are one every 10 minutes';

const paymentLimits = (playerId: number) => [{ name: 'payments per player a minute', key: String(playerId), max: 20, windowMs: MINUTE }];

/** Two decimals at most, as the numeric(14,2) columns hold it; the text the SQL adds exactly. */
function moneyText(amount: number): string {
  if (!Number.isFinite(amount) || Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) {
    throw new HttpError(422, 'The amount has more than two decimals.', { code: 'validation_failed', errors: { amount: ['The amount has more than two decimals.'] } });
  }
  return amount.toFixed(2);
}

function fieldErrors(errors: Record<string, string[]>): void {
  const fields = Object.keys(errors);
  if (fields.length > 0) throw new HttpError(422, errors[fields[0]!]![0]!, { code: 'validation_failed', errors });
}

/**
 * The cashier's calls (front-end spec §7, player-area spec §7), each deposit and withdrawal exactly
 * once per Idempotency-Key (payments/payment-attempts.ts). Cards and wallets are paid at once (the
 * provider simulator's pages come later); bank and crypto transfers stay pending with the bank
 * details to pay to. A withdrawal takes its amount out of the balance at once and stays pending; a
 * cancel gives it back.
 */
export function registerPaymentRoutes(app: Hono<AppEnv>): void {
  route(app, api.payments.depositMethods, () => ({
    data: depositMethods.map(({ id, name, code, minimum, maximum }) => ({ id, name, code, data: { minimum, maximum } })),
  }));

  route(app, api.payments.withdrawMethods, () => ({
    data: withdrawMethods.map(({ id, name, minimum, maximum }) => ({ id, name, withdrawal: { minimum, maximum } })),
  }));

  route(app, api.payments.neterapayPin, () => ({ is_pin_registered: false }));

  route(app, api.payments.deposit, async ({ c, body, player }) => {
    const { db, clock, limiter } = c.var.app;
    const now = clock();
    enforceLimits(limiter, paymentLimits(player.playerId));
    const idempotencyKey = idempotencyKeyOf(c.req.header('idempotency-key'));
    const method = depositMethods.find((m) => m.id === body.payment_method_id);
    if (!method) fieldErrors({ payment_method_id: ['Choose one of the deposit methods.'] });
    // A self-excluded player deposits nothing; one who has not accepted the terms neither.
    const refusal = accountRefusal(await loadAccountStanding(db, player.playerId), now);
    if (refusal) throw refusal;
    if (method!.id === BANK_TRANSFER_METHOD_ID) {
      fieldErrors({
        ...((body.iban ?? '').replace(/\s/g, '').length < 5 ? { iban: ['The IBAN must be at least 5 characters long.'] } : {}),
        ...(!body.bank?.trim() ? { bank: ['The bank is required.'] } : {}),
        ...(!body.accountnumber?.trim() ? { accountnumber: ['The reference number is required.'] } : {}),
      });
    }
    if (method!.id === CRYPTO_TRANSFER_METHOD_ID) {
      fieldErrors({
        ...(!body.bank?.trim() ? { bank: ["The sender's name is required."] } : {}),
        ...(!body.accountnumber?.trim() ? { accountnumber: ['The reference code is required.'] } : {}),
      });
    }
    const amount = moneyText(body.amount);
    const request = JSON.stringify({ amount, method: method!.id });
    const providerOrigin = requestProviderOrigin(c);
    return onceForKey(db, { playerId: player.playerId, kind: 'deposit', idempotencyKey, request }, now, async (tx) => {
      // The player's deposit limits, under the lock on the player (decision 0049), with the skin's
      // jurisdiction and the currency in the same read.
      const [row] = await tx
        .select({
          player: {
            id: players.id,
            currencyId: players.currencyId,
            isVerified: players.isVerified,
            maxDailyDeposit: players.maxDailyDeposit,
            maxWeeklyDeposit: players.maxWeeklyDeposit,
            maxMonthlyDeposit: players.maxMonthlyDeposit,
          },
          jurisdiction: skins.jurisdiction,
          currencySymbol: currencies.symbol,
        })
        .from(players)
        .innerJoin(skins, eq(skins.id, players.skinId))
        .innerJoin(currencies, eq(currencies.id, players.currencyId))
        .where(eq(players.id, player.playerId));
      if (!row) throw notFound('Player not found.');
      const base = { methodId: method!.id, provider: method!.provider, amount, currencyId: row.player.currencyId, returnRoute: body.redirect_success };
      if (body.amount > method!.maximum) {
        return { refused: { amount: [`Amount too high: the maximum is ${row.currencySymbol}${method!.maximum}`] } };
      }
      const profile = jurisdictionProfile(row.jurisdiction);
      // The jurisdiction's KYC gate (UKGC: identity and age verified before any deposit; decision 0048).
      if (profile.depositKycGate === 'verified' && !row.player.isVerified) throw new HttpError(403, 'Your identity must be verified before you deposit.', { code: 'not_verified' });
      // Pending deposits count.
      const overLimit = await depositRefusal(tx, row.player, body.amount, now, profile);
      if (overLimit) throw depositLimitError(overLimit);
      // A bonus code names a deposit campaign the deposit takes (decision 0056): checked now, given on the credit.
      let campaignId: number | undefined;
      if (body.bonus_code?.trim()) {
        const named = await depositCampaign(tx, row.player, body.bonus_code, body.amount, now);
        if ('amountRefusal' in named) return { refused: { amount: [named.amountRefusal] } };
        campaignId = named.campaignId;
      }
      const asked = { ...base, ...(campaignId === undefined ? {} : { campaignId }) };
      if (method!.settles === 'on-arrival') {
        return {
          ...asked,
          status: 'pending',
          payload: (id) => transferDetails(method!.id, id),
          answer: (id) => ({ message: 'Transfer registered. Please pay to the bank details shown.', transaction_id: id }),
        };
      }
      if (method!.settles === 'hosted-page') {
        // The payment simulator's page pays or declines it later, or it expires (HOSTED_PAGE_TTL_MS).
        const token = randomUUID();
        return { ...asked, status: 'initialized', providerReference: token, answer: (id) => ({ url: `${providerOrigin}/psp/pay/${token}`, transaction_id: id }) };
      }
      return { ...asked, status: 'initialized', settle: { status: 'success' }, answer: (id) => ({ message: 'Deposit successful', transaction_id: id }) };
    });
  });

  route(app, api.payments.withdraw, async ({ c, body, player }) => {
    const { db, clock, limiter } = c.var.app;
    const now = clock();
    enforceLimits(limiter, paymentLimits(player.playerId));
    const idempotencyKey = idempotencyKeyOf(c.req.header('idempotency-key'));
    const method = withdrawMethods.find((m) => m.id === body.account_id);
    if (!method) fieldErrors({ account_id: ['Choose one of the withdrawal methods.'] });
    // The source-of-wealth questionnaire, when asked of the player, is answered before any withdrawal (surveys/sowq.ts).
    const [standing] = await db
      .select({ verified: players.isVerified, currencyId: players.currencyId, sowqAsked: sowqAsked(), sowqAnswered: sowqAnswered() })
      .from(players)
      .where(eq(players.id, player.playerId));
    if (!standing?.verified) throw new HttpError(403, 'Your account is not verified yet.', { code: 'not_verified' });
    if (standing.sowqAsked && !standing.sowqAnswered) throw new HttpError(403, 'Please answer the source-of-wealth questionnaire before you withdraw.', { code: 'questionnaire_required' });
    const iban = body.accountNumber.replace(/\s/g, '');
    if (/sepa/i.test(method!.name)) {
      const shaped = /^[A-Za-z0-9]{5,34}$/.test(iban);
      fieldErrors(
        !shaped
          ? { accountNumber: ['IBAN must contain between 5 and 34 characters and special characters are not allowed.'] }
          : !isValidIBAN(electronicFormatIBAN(iban) ?? '')
            ? { accountNumber: ['This IBAN is not valid.'] }
            : {},
      );
    }
    const amount = moneyText(body.amount);
    const request = JSON.stringify({ amount, method: method!.id, iban });
    return onceForKey(db, { playerId: player.playerId, kind: 'withdraw', idempotencyKey, request }, now, async (tx, attemptId) => {
      const mine = and(eq(paymentAttempts.playerId, player.playerId), eq(paymentAttempts.kind, 'withdraw'));
      // What decides the request, in one read under the lock: the cooldown (a request the platform
      // took starts the wait; an amount it declined does not), a pending one, and the balance.
      const since = new Date(now.getTime() - WITHDRAW_COOLDOWN_MS);
      const [state] = await tx
        .select({
          recentAt: sql<Date | null>`(${tx
            .select({ at: paymentAttempts.createdAt })
            .from(paymentAttempts)
            .where(and(mine, ne(paymentAttempts.status, 'declined'), gte(paymentAttempts.createdAt, since)))
            .limit(1)})`.mapWith(paymentAttempts.createdAt),
          waiting: sql<boolean>`exists (${tx.select({ id: paymentAttempts.id }).from(paymentAttempts).where(and(mine, eq(paymentAttempts.status, 'pending')))})`,
          affordable: sql<boolean>`${players.balanceTotal} >= ${amount}::numeric`,
        })
        .from(players)
        .where(eq(players.id, player.playerId));
      if (!state) throw notFound('Player not found.');
      if (state.recentAt) {
        const seconds = Math.ceil((state.recentAt.getTime() + WITHDRAW_COOLDOWN_MS - now.getTime()) / 1000);
        throw new HttpError(429, COOLDOWN_MESSAGE, { code: 'withdraw_cooldown' }, { 'Retry-After': String(Math.max(1, seconds)) });
      }
      if (state.waiting) throw new HttpError(422, 'A withdrawal is already pending.', { code: 'withdrawal_pending' });
      const base = { methodId: method!.id, provider: method!.provider, amount, currencyId: standing.currencyId, returnRoute: body.redirect_success };
      if (body.amount < Math.max(1, method!.minimum) || body.amount > method!.maximum || !state.affordable) {
        return { refused: { amount: ['Invalid amount chosen'] } };
      }
      await changeBalance(tx, {
        playerId: player.playerId,
        amount: -body.amount,
        wallet: 'total',
        typeId: TRANSACTION_TYPE.withdraw,
        status: 'pending',
        reference: String(attemptId),
        note: `Withdrawal by ${method!.name}`,
        now,
      });
      return { ...base, status: 'pending', answer: (id) => ({ message: 'Your withdrawal request was received.', transaction_id: id }) };
    });
  });

  route(app, api.payments.attempt, async ({ c, params, player }) => {
    const { db, clock } = c.var.app;
    if (!/^\d{1,9}$/.test(params.id ?? '')) throw notFound('Payment not found.');
    const [row] = await db
      .select({ attempt: paymentAttempts, currency: currencies.code })
      .from(paymentAttempts)
      .innerJoin(currencies, eq(currencies.id, paymentAttempts.currencyId))
      .where(and(eq(paymentAttempts.id, Number(params.id)), eq(paymentAttempts.playerId, player.playerId)));
    if (!row) throw notFound('Payment not found.');
    // The cashier follows it: a hosted page left past its time answers expired, from the row itself.
    const attempt = await expireIfOverdue(db, row.attempt, clock());
    const credited = attempt.status === 'success' || attempt.status === 'underpaid';
    return {
      id: attempt.id,
      kind: attempt.kind as 'deposit' | 'withdraw',
      status: attempt.status as AttemptStatus,
      amount: Number(attempt.amount),
      received_amount: attempt.receivedAmount === null ? null : Number(attempt.receivedAmount),
      currency: row.currency,
      payment_method_id: attempt.methodId,
      reason_code: attempt.reasonCode,
      return_route: attempt.returnRoute,
      balance_after: credited ? (await loadBalance(db, player.playerId)).total : null,
    };
  });

  route(app, api.payments.pending, async ({ c, query, player }) => {
    const kind = query.type_id === 2 ? 'withdraw' : query.type_id === 1 ? 'deposit' : null;
    if (kind === null || query.status !== 'pending') return { data: [] };
    const rows = await c.var.app.db
      .select({ attempt: paymentAttempts, code: currencies.code, symbol: currencies.symbol })
      .from(paymentAttempts)
      .innerJoin(currencies, eq(currencies.id, paymentAttempts.currencyId))
      .where(and(eq(paymentAttempts.playerId, player.playerId), eq(paymentAttempts.kind, kind), eq(paymentAttempts.status, 'pending')))
      .orderBy(desc(paymentAttempts.createdAt));
    return {
      data: rows.map(({ attempt, code, symbol }) => ({
        id: attempt.id,
        amount: Number(attempt.amount),
        currency: { code, symbol },
        payment_method_id: attempt.methodId,
        provider: attempt.provider,
        payload: (attempt.payload as Record<string, string> | null) ?? null,
        status: attempt.status,
        created_at: attempt.createdAt.toISOString(),
      })),
    };
  });

  route(app, api.payments.cancelPending, async ({ c, params, player }) => {
    const { db, clock } = c.var.app;
    const id = Number(params.transaction);
    if (!/^\d{1,9}$/.test(params.transaction ?? '')) throw notFound('Transaction not found.');
    // UKGC: no reversal of a withdrawal (decision 0048); the withdraw view offers none either.
    if (!(await playerProfile(db, player.playerId)).withdrawalCancelAllowed) {
      throw new HttpError(403, 'A withdrawal cannot be cancelled under this licence.', { code: 'withdrawal_cancel_not_allowed' });
    }
    await db.transaction(async (tx) => {
      const [attempt] = await tx
        .select({ status: paymentAttempts.status })
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.playerId, player.playerId), eq(paymentAttempts.kind, 'withdraw'), eq(paymentAttempts.provider, params.provider ?? '')));
      if (!attempt || attempt.status !== 'pending') throw notFound('Transaction not found.');
      await settleAttempt(tx, id, { status: 'cancelled' }, clock());
    });
    return { message: 'The withdrawal was cancelled.' };
  });
}
