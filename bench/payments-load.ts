/**
 * Deposits and withdrawals under load (issue 22): a sandbox with 1,000 bench players
 * (bench/bench-players.ts) gets 100 payments a second for 10 seconds as an open load
 * (bench/open-load.ts), once on PGlite and once on PostgreSQL (`DATABASE_URL`'s server, or a
 * throwaway cluster of Debian's PostgreSQL), each in a fresh database. The mix is drawn the same way
 * every run: 70 % deposits over the five methods (a few of them retries of an earlier attempt's key,
 * as after a lost answer), 30 % withdrawals. A player's second withdrawal within 10 minutes is
 * refused by the cooldown, as intended; any other answer that is not 2xx is an error.
 *
 * `npm run bench:payments` runs only this and writes its figures into bench/results.json (`payments`).
 */
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import pg from 'pg';
import { seededRandom } from '../packages/sandbox/src/seeded-random';
import { POSTGRES_INSTALL, postgresBinDir, startPostgresCluster } from '../vitest.postgres';
import { benchAuthorization, startBenchSandbox } from './bench-sandbox';
import { mergeResults, openLoad, percentile, roundMs, runDirectly, type LoadFigures } from './open-load';

export const PAYMENTS_BUDGET = { p99Ms: 50, ratePerSecond: 100, seconds: 10 };

const PLAYERS = 1000;
/** Players of their own for the warm-up, so it spends no measured player's withdrawal or rate limit. */
const WARM_PLAYERS = 20;
const DEPOSIT_SHARE = 0.7;
const RETRY_SHARE = 0.05;

type Call = 'deposit' | 'withdraw';

export interface PaymentFigures extends LoadFigures {
  database: 'PGlite' | 'PostgreSQL';
  /** Intended refusals: a second withdrawal within the 10-minute cooldown. */
  refusals: number;
}

interface Payment {
  call: Call;
  player: number;
  key: string;
  body: Record<string, unknown>;
  /** The player withdraws more than once in the run: all but one of those meet the cooldown. */
  mayMeetCooldown: boolean;
}

const SEPA_IBAN = 'MT84MALT011000012345MTLCAST001S';

function depositBody(random: () => number): Record<string, unknown> {
  const amount = (10 + Math.floor(random() * 19_000) / 100).toFixed(2);
  const method = random();
  if (method < 0.4) return { amount: Number(amount), payment_method_id: 22 };
  if (method < 0.6) return { amount: Number(amount), payment_method_id: 40 };
  if (method < 0.8) return { amount: Number(amount), payment_method_id: 3, redirect_success: '/deposit' };
  if (method < 0.9) return { amount: Number(amount), payment_method_id: 14, iban: SEPA_IBAN, bank: 'Bank of Valletta', accountnumber: 'REF-1' };
  return { amount: Number(amount), payment_method_id: 161, bank: 'Bench Sender', accountnumber: 'CODE-1' };
}

function withdrawBody(random: () => number): Record<string, unknown> {
  const sepa = random() < 0.4;
  return {
    amount: 10 + Math.floor(random() * 91),
    account_id: sepa ? 51 : 52,
    cancel_url: '/withdraw',
    redirect_success: 'http://127.0.0.1/transactions/{transaction_id}',
    force_pending: 1,
    accountNumber: sepa ? SEPA_IBAN : '',
  };
}

/** The run's payments, drawn the same way every run, among players `first` to `first + players - 1`. */
function planPayments(seed: number, count: number, first: number, players: number): Payment[] {
  const random = seededRandom(seed);
  const plan: Payment[] = [];
  const deposits: Payment[] = [];
  for (let i = 0; i < count; i++) {
    if (deposits.length > 0 && random() < RETRY_SHARE) {
      plan.push(deposits[Math.floor(random() * deposits.length)]!);
      continue;
    }
    const player = first + Math.floor(random() * players);
    const call: Call = random() < DEPOSIT_SHARE ? 'deposit' : 'withdraw';
    const payment = { call, player, key: `bench-${seed}-${i}`, body: call === 'deposit' ? depositBody(random) : withdrawBody(random), mayMeetCooldown: false };
    plan.push(payment);
    if (call === 'deposit') deposits.push(payment);
  }
  const withdrawals = new Map<number, number>();
  for (const p of plan) if (p.call === 'withdraw') withdrawals.set(p.player, (withdrawals.get(p.player) ?? 0) + 1);
  return plan.map((p) => ({ ...p, mayMeetCooldown: p.call === 'withdraw' && withdrawals.get(p.player)! > 1 }));
}

/** The `code` of an error answer; a body that is not the platform's JSON has none. */
function errorCode(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

interface Answer {
  call: Call;
  ms: number;
  outcome: 'ok' | 'refused' | 'error';
}

async function loadOnce(database: PaymentFigures['database'], databaseUrl?: string): Promise<PaymentFigures[]> {
  const sandbox = await startBenchSandbox({ databaseUrl, players: WARM_PLAYERS + PLAYERS });
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });

  const pay = (payment: Payment) =>
    new Promise<Answer>((resolve) => {
      const started = performance.now();
      const body = JSON.stringify(payment.body);
      const headers = {
        authorization: benchAuthorization,
        'user-token': sandbox.tokens[payment.player]!,
        'idempotency-key': payment.key,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      };
      const req = request({ host: '127.0.0.1', port: sandbox.port, method: 'POST', path: `/v1/payments/${payment.call}`, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = performance.now() - started;
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) return resolve({ call: payment.call, ms, outcome: 'ok' });
          resolve({ call: payment.call, ms, outcome: payment.mayMeetCooldown && status === 429 && errorCode(Buffer.concat(chunks).toString()) === 'withdraw_cooldown' ? 'refused' : 'error' });
        });
      });
      req.on('error', () => resolve({ call: payment.call, ms: performance.now() - started, outcome: 'error' }));
      req.end(body);
    });

  // A warm-up on players of its own, so the measured requests do not pay for JIT and first plans.
  for (const payment of planPayments(7, 5 * WARM_PLAYERS, 0, WARM_PLAYERS)) await pay(payment);

  const plan = planPayments(20_261_127, PAYMENTS_BUDGET.ratePerSecond * PAYMENTS_BUDGET.seconds, WARM_PLAYERS, PLAYERS);
  const answers = await openLoad(PAYMENTS_BUDGET.ratePerSecond, PAYMENTS_BUDGET.seconds, (i) => pay(plan[i]!));

  agent.destroy();
  await sandbox.stop();
  const loadAverage = Math.round(loadavg()[0]! * 100) / 100;
  return (['deposit', 'withdraw'] as const).map((call) => {
    const mine = answers.filter((a) => a.call === call);
    const errors = mine.filter((a) => a.outcome === 'error').length;
    const answered = mine.filter((a) => a.outcome !== 'error').map((a) => a.ms).sort((a, b) => a - b);
    const p99 = percentile(answered, 99);
    return {
      database,
      call: `POST payments/${call}`,
      ratePerSecond: PAYMENTS_BUDGET.ratePerSecond,
      seconds: PAYMENTS_BUDGET.seconds,
      requests: mine.length,
      refusals: mine.filter((a) => a.outcome === 'refused').length,
      errors,
      p50Ms: roundMs(percentile(answered, 50)),
      p95Ms: roundMs(percentile(answered, 95)),
      p99Ms: roundMs(p99),
      maxMs: roundMs(answered.at(-1)!),
      budgetP99Ms: PAYMENTS_BUDGET.p99Ms,
      withinBudget: errors === 0 && p99 <= PAYMENTS_BUDGET.p99Ms,
      loadAverage,
    };
  });
}

/**
 * A fresh database for one run on PostgreSQL: beside `DATABASE_URL`'s, or on a throwaway cluster
 * (vitest.postgres.ts) when it is not set; dropped afterwards.
 */
async function onFreshPostgres<T>(run: (url: string) => Promise<T>): Promise<T> {
  const bin = process.env.DATABASE_URL ? null : postgresBinDir();
  if (!process.env.DATABASE_URL && !bin) throw new Error(`The payments bench needs PostgreSQL: set DATABASE_URL or run ${POSTGRES_INSTALL}`);
  const cluster = bin ? await startPostgresCluster(bin) : null;
  const server = new URL(cluster?.url ?? process.env.DATABASE_URL!);
  const name = `bench_payments_${process.pid}`;
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    try {
      return await run(url.toString());
    } finally {
      await admin.query(`DROP DATABASE ${name}`);
    }
  } finally {
    await admin.end();
    cluster?.stop();
  }
}

export async function measurePayments(): Promise<PaymentFigures[]> {
  return [...(await loadOnce('PGlite')), ...(await onFreshPostgres((url) => loadOnce('PostgreSQL', url)))];
}

export function describePayments(payments: PaymentFigures[]): string {
  return payments
    .map(
      (p) =>
        `${p.call} on ${p.database} (${p.requests} of ${p.ratePerSecond}/s for ${p.seconds} s): p50 ${p.p50Ms} ms, p95 ${p.p95Ms} ms, p99 ${p.p99Ms} ms (<= ${p.budgetP99Ms}), max ${p.maxMs} ms, ${p.refusals} refused as intended, ${p.errors} errors, load average ${p.loadAverage} ${p.withinBudget ? 'ok' : 'OVER BUDGET'}`,
    )
    .join('\n');
}

// Run directly (`npm run bench:payments`): measure and merge into bench/results.json.
if (runDirectly(import.meta.url)) {
  const payments = await measurePayments();
  mergeResults('payments', payments);
  console.log(describePayments(payments));
  if (!payments.every((p) => p.withinBudget)) process.exitCode = 1;
}
