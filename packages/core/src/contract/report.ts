import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { list, paginated } from './envelope';
import { provider } from './casino';
import { currencyRef, id, money, timestamp } from './fields';
import { queryPositiveInt } from './query';

export const reportTypes = ['all', 'real', 'bonus'] as const;

/** One game's play within the period. */
export const casinoReportRow = z.object({
  id,
  created_at: timestamp,
  currency: currencyRef,
  /** Game name. */
  game: z.string(),
  /** Provider name. */
  provider: z.string(),
  bets_count: z.number().check(z.int()),
  bets: money,
  wins: money,
  net: money,
});
export type CasinoReportRow = z.infer<typeof casinoReportRow>;

export const casinoReportTotals = z.object({
  bets: money,
  bonus_bets: money,
  wins: money,
  bonus_wins: money,
  net: money,
});
export type CasinoReportTotals = z.infer<typeof casinoReportTotals>;

/** Rows of the requested page plus the totals over the whole period. */
export const casinoReport = z.extend(paginated(casinoReportRow), { totals: casinoReportTotals });
export type CasinoReport = z.infer<typeof casinoReport>;

export const casinoReportQuery = z.object({
  /** Y-M-D, UTC. */
  from: z.string().check(z.minLength(1)),
  to: z.string().check(z.minLength(1)),
  type: z.optional(z.enum(reportTypes)),
  /** Provider id. */
  provider: z.optional(queryPositiveInt),
  page: z.optional(queryPositiveInt),
  per_page: z.optional(queryPositiveInt.check(z.lte(500))),
});
export type CasinoReportQuery = z.input<typeof casinoReportQuery>;

export const reportApi = {
  // Spec: "Casino reports {from, to, type, provider}", path not shown. The summary cards read
  // `totals`, so one call serves the cards and the table.
  casino: endpoint({
    method: 'GET',
    path: 'reports/casino',
    auth: 'player',
    defined: 'by-sdk',
    query: casinoReportQuery,
    response: casinoReport,
  }),
  // Spec: "Provider list for reports", path not shown. Beside reports/casino; the providers whose
  // games the player has played, so the filter offers only providers that can have rows.
  providers: endpoint({
    method: 'GET',
    path: 'reports/casino/providers',
    auth: 'player',
    defined: 'by-sdk',
    response: list(provider),
  }),
};
