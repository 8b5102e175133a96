import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api, verificationChannels, type VerificationChannel } from '@casino-sdk/core/contract';
import { phoneProblem } from '@casino-sdk/core/rules';
import type { Database } from '../db/database';
import { countries, players } from '../db/schema';
import type { AppEnv } from '../http/env';
import { HttpError, notFound } from '../http/errors';
import type { ProvenPlayer } from '../http/proof';
import { route } from '../http/route';
import { send } from '../outbox/outbox';
import { smsDestinationProblem, toE164 } from '../players/phone-number';
import { fillText, textsFor } from '../outbox/outbox-texts';
import { sendRegistrationEmail } from '../registration/registration-mail';
import { throwRuleErrors } from '../registration/rule-errors';
import { confirmCode, issueCode } from '../registration/verification-codes';
import { enforceCheckLimits, enforceSendLimits } from '../security/registration-limits';

/**
 * Registration step 1: the codes. Every call that sends or confirms a code names the player and
 * carries its proof (a registration token or a session); the route layer checked both.
 */
export function registerVerificationRoutes(app: Hono<AppEnv>): void {
  route(app, api.notifications.checkMobile, async ({ c, body }) => {
    enforceCheckLimits(c);
    throwRuleErrors({ mobile: phoneProblem(body.prefix, body.mobile) });
    await checkNumberServed(c.var.app.db, `${body.prefix}${body.mobile}`);
    return { message: 'ok' };
  });

  route(app, api.notifications.sendRegistrationEmail, async ({ c, owner }) => {
    const { db, clock, publicUrl } = c.var.app;
    const player = await loadPlayer(db, owner.playerId);
    if (player.emailVerifiedAt) throw new HttpError(422, 'email_is_verified', { code: 'email_is_verified' });
    enforceSendLimits(c, 'email', player.email, { provenPerson: isProvenPerson(owner, player) });
    await sendRegistrationEmail(db, { playerId: owner.playerId, userId: owner.userId, email: player.email, name: player.name, language: player.language }, publicUrl, clock());
    return { message: 'The verification e-mail was sent.' };
  });

  route(app, api.notifications.sendSms, async ({ c, owner, body }) => {
    const { db, clock, skinId } = c.var.app;
    checkSkin(body.skin_id, await skinId());
    const player = await loadPlayer(db, owner.playerId);
    const number = player.mobile ? `${player.mobilePrefix ?? ''}${player.mobile}` : null;
    if (!number) throw new HttpError(422, 'The player has no mobile number yet.', { code: 'mobile_missing', errors: { mobile: ['mobile_missing'] } });
    if (player.smsVerifiedAt) throw new HttpError(422, 'sms_is_verified', { code: 'sms_is_verified' });
    await checkNumberServed(db, number);
    enforceSendLimits(c, 'sms', number, { provenPerson: isProvenPerson(owner, player) });
    const now = clock();
    const code = await issueCode(db, owner.playerId, 'sms', now);
    await send(db, { channel: 'sms', to: number, body: fillText(textsFor(player.language).smsCode, { code }), code, playerId: owner.playerId, now });
    return { message: 'The verification SMS was sent.' };
  });

  route(app, api.notifications.verify, async ({ c, owner, params, body }) => {
    const { db, clock, skinId } = c.var.app;
    const channel = params.channel as VerificationChannel;
    if (!(verificationChannels as readonly string[]).includes(channel)) throw notFound();
    checkSkin(body.skin_id, await skinId());
    const now = clock();
    const outcome = await confirmCode(db, owner.playerId, channel, body.verification, now);
    if (outcome === 'wrong') throw new HttpError(422, 'code_is_wrong', { code: 'code_is_wrong', errors: { verification: ['code_is_wrong'] } });
    if (outcome === 'expired') throw new HttpError(422, 'code_expired', { code: 'code_expired', errors: { verification: ['code_expired'] } });
    await db
      .update(players)
      .set(channel === 'email' ? { emailVerifiedAt: now, updatedAt: now } : { smsVerifiedAt: now, updatedAt: now })
      .where(eq(players.id, owner.playerId));
    return { message: channel === 'email' ? 'email_is_verified' : 'sms_is_verified' };
  });
}

async function loadPlayer(db: Database, playerId: number) {
  const [player] = await db
    .select({ email: players.email, name: players.name, language: players.language, mobile: players.mobile, mobilePrefix: players.mobilePrefix, emailVerifiedAt: players.emailVerifiedAt, smsVerifiedAt: players.smsVerifiedAt, personProvenAt: players.personProvenAt })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw notFound('Player not found.');
  return player;
}

/** A signed-in player, or a registration that solved a captcha. */
function isProvenPerson(owner: ProvenPlayer, player: { personProvenAt: Date | null }): boolean {
  return owner.registrationTokenId === null || player.personProvenAt !== null;
}

/**
 * SMS go only to mobiles of the skin's countries (those a player may register from): nobody can
 * make us text a premium-rate or far-away number.
 */
async function checkNumberServed(db: Database, number: string): Promise<void> {
  const served = await db.select({ code: countries.code, phonePrefix: countries.phonePrefix }).from(countries).where(eq(countries.isRestricted, false));
  const problem = smsDestinationProblem(toE164(number), served);
  if (problem) throw new HttpError(422, problem, { code: problem, errors: { [problem === 'prefix_not_served' ? 'prefix' : 'mobile']: [problem] } });
}

function checkSkin(sent: number, skinId: number): void {
  if (sent !== skinId) throw new HttpError(422, 'The skin id is not this skin.', { code: 'validation_failed', errors: { skin_id: ['The skin id is not this skin.'] } });
}
