import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api, interfaceLanguages } from '@casino-sdk/core/contract';
import { players, users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { loadBalance, loadPlayerInfo } from '../players/player-info';
import { passwordProblem } from '../security/password-policy';
import { hashPassword } from '../security/passwords';

// PUT me fields that ask for limit or self-exclusion changes. Those become pending requests with
// delays (roadmap item 5) and are refused until then rather than silently ignored.
const protectionFields = [
  'max_daily_deposit', 'max_weekly_deposit', 'max_monthly_deposit', 'max_daily_bet', 'max_daily_loss',
  'max_daily_playing_time', 'field', 'activated_at', 'statistic', 'status_reason', 'status_expires_at',
  'status_statistic', 'expires_at_forever',
] as const;

export function registerPlayerRoutes(app: Hono<AppEnv>): void {
  route(app, api.me.get, ({ c, query, player }) =>
    loadPlayerInfo(c.var.app.db, player.playerId, {
      kyc: query.kyc === 1,
      marketing: query.marketing === 1,
      riskyCountry: query.riskyCountry === 1,
    }),
  );

  route(app, api.me.balance, ({ c, player }) => loadBalance(c.var.app.db, player.playerId));

  route(app, api.me.update, async ({ c, body, player }) => {
    const { db, clock } = c.var.app;
    const now = clock();

    const asked = protectionFields.filter((field) => body[field] !== undefined);
    if (asked.length > 0) {
      throw new HttpError(422, 'Limit and self-exclusion changes are not available in this sandbox yet.', {
        code: 'not_supported',
        errors: Object.fromEntries(asked.map((field) => [field, ['Not supported yet.']])),
      });
    }

    const errors: Record<string, string[]> = {};
    if (body.language !== undefined && !(interfaceLanguages as readonly string[]).includes(body.language)) {
      errors.language = [`The language must be one of ${interfaceLanguages.join(', ')}.`];
    }
    if (body.dob !== undefined && !isAdultBirthDate(body.dob, now)) {
      errors.dob = ['The date of birth must be a real Y-M-D date of a person at least 18 years old.'];
    }
    const weakPassword = body.password !== undefined ? passwordProblem(body.password) : null;
    if (weakPassword) errors.password = [weakPassword];
    const fields = Object.keys(errors);
    if (fields.length > 0) throw new HttpError(422, errors[fields[0]!]![0]!, { code: 'validation_failed', errors });

    const changes: Partial<typeof players.$inferInsert> = {};
    if (body.language !== undefined) changes.language = body.language;
    if (body.dob !== undefined) changes.dob = body.dob;
    if (body.terms_and_conditions !== undefined) {
      changes.termsAndConditions = body.terms_and_conditions;
      changes.termsAcceptedAt = body.terms_and_conditions ? now : null;
    }

    await db.transaction(async (tx) => {
      if (Object.keys(changes).length > 0) {
        await tx.update(players).set({ ...changes, updatedAt: now }).where(eq(players.id, player.playerId));
      }
      if (body.password !== undefined) {
        // A new password also ends the imported-account state (is_crypt false).
        await tx
          .update(users)
          .set({ passwordHash: await hashPassword(body.password), isCrypt: true, passwordChangedAt: now, updatedAt: now })
          .where(eq(users.id, player.userId));
      }
    });
    return loadPlayerInfo(db, player.playerId, { kyc: true, marketing: true, riskyCountry: true });
  });
}

function isAdultBirthDate(value: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const eighteenth = new Date(Date.UTC(year + 18, month - 1, day));
  return eighteenth.getTime() <= now.getTime() && year >= now.getUTCFullYear() - 115;
}
