import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { registrationSave, type RegistrationSave } from '@casino-sdk/core/contract';
import { cleanName, dobProblem, PEP_UBO_AML_SCORE, PEP_UBO_MAX_DAILY_DEPOSIT, PEP_UBO_NOTE, pepUboType, phoneProblem } from '@casino-sdk/core/rules';
import { countries, players, tempTokens } from '../db/schema';
import type { AppEnv } from '../http/env';
import { HttpError, notFound } from '../http/errors';
import type { ProvenPlayer } from '../http/proof';
import { validationError } from '../http/route';
import { toE164 } from '../players/phone-number';
import { UNCONFIRMED } from './account-status';
import { ACTIVATION_TOKEN, endTempTokens } from './link-tokens';
import { askedLimits, playerSkinRules, requestLimits } from '../protection/limit-requests';
import { throwRuleErrors } from './rule-errors';
import { alreadyUsed, mobileTaken, personTaken } from './uniqueness';
import { writeAudit } from '../security/audit';

/**
 * Registration step 2 (PUT static/players/{id} with the save payload). Only the registration token
 * of that very registration proves it: a session cannot turn into a new registration, and the
 * skin's credentials prove nothing. The risk fields (AML score, deposit limit) are the server's to
 * set: whatever the client sends for them is replaced by the rule.
 */
export async function saveRegistration(c: Context<AppEnv>, owner: ProvenPlayer, raw: unknown): Promise<{ message: string }> {
  const { db, clock, captcha } = c.var.app;
  const now = clock();
  if (owner.registrationTokenId === null) throw new HttpError(403, 'Only the registration itself can save its details.', { code: 'registration_token_required' });
  const parsed = registrationSave.safeParse(raw, { reportInput: true });
  if (!parsed.success) throw validationError(parsed.error);
  const body: RegistrationSave = parsed.data;

  const [player] = await db
    .select({ status: players.status, emailVerifiedAt: players.emailVerifiedAt, smsVerifiedAt: players.smsVerifiedAt, mobile: players.mobile })
    .from(players)
    .where(eq(players.id, owner.playerId));
  if (!player) throw notFound('Player not found.');
  if (player.status !== UNCONFIRMED) throw new HttpError(422, 'This registration is already saved.', { code: 'registration_saved' });
  if (!player.emailVerifiedAt && !player.smsVerifiedAt) throw new HttpError(422, 'Confirm the e-mail or the phone first.', { code: 'not_verified' });

  const country = async (code: string) => {
    const [row] = await db.select({ code: countries.code, isRestricted: countries.isRestricted }).from(countries).where(eq(countries.code, code.toUpperCase()));
    return row;
  };
  const [home, birth] = [await country(body.country), await country(body.birth_country)];
  const mobile = body.mobile === undefined ? undefined : toE164(body.mobile);
  const mobileMatch = mobile ? /^(\+\d{1,4}?)(\d{4,})$/.exec(mobile) : null;
  throwRuleErrors({
    firstname: body.firstname !== '' && cleanName(body.firstname) === body.firstname ? null : 'name_characters',
    lastname: body.lastname !== '' && cleanName(body.lastname) === body.lastname ? null : 'name_characters',
    dob: dobProblem(body.dob, now),
    country: !home ? 'country_invalid' : home.isRestricted ? 'country_restricted' : null,
    birth_country: birth ? null : 'country_invalid',
    nationality: body.nationality.toUpperCase() === body.birth_country.toUpperCase() ? null : 'nationality_is_birth_country',
    terms_and_conditions: body.terms_and_conditions ? null : 'terms_required',
    street: body.street.trim() ? null : 'required',
    city: body.city.trim() ? null : 'required',
    postal_code: body.postal_code.trim() ? null : 'required',
    mobile: mobile === undefined || (mobileMatch && phoneProblem(mobileMatch[1]!, mobileMatch[2]!) !== 'phone_prefix_invalid') ? null : 'phone_invalid',
  });
  if (await personTaken(db, body.firstname, body.lastname, body.dob, owner.playerId)) throw alreadyUsed('fields');
  // The client checks the number before it saves (auth/checkmobile); the save must hold the rule too.
  if (mobile && mobileMatch && !player.mobile && (await mobileTaken(db, mobile, owner.playerId))) throw alreadyUsed('mobile');
  if (captcha) {
    const passed = body.captcha !== undefined && (await captcha.verifier.verify(captcha.key, body.captcha, now));
    if (!passed) throw new HttpError(422, 'captcha_wrong', { code: 'captcha_wrong', errors: { captcha: ['captcha_wrong'] } });
  }

  const risky = body.is_pep || body.is_ubo;
  const { profile, periodFactor } = await playerSkinRules(db, owner.playerId);
  // A jurisdiction that prompts for a deposit limit at registration (UKGC) keeps the one the player
  // chose, by the limits page's rules (a PEP or UBO at most the rule's); elsewhere the payload's
  // limits are the client's echo of the risk rule, which the server sets itself.
  const chosen = profile.depositLimitPrompt === 'registration-or-first-deposit' ? body.limits?.max_daily_deposit : null;
  const limits = !chosen || chosen <= 0 ? {} : askedLimits({ max_daily_deposit: risky ? Math.min(chosen, PEP_UBO_MAX_DAILY_DEPOSIT) : chosen }, periodFactor);
  await db.transaction(async (tx) => {
    await tx
      .update(players)
      .set({
        status: 'active',
        firstname: body.firstname,
        lastname: body.lastname,
        gender: body.gender,
        dob: body.dob,
        street: body.street,
        streetNumber: body.streetNumber,
        addressLine1: body.address_line_1,
        addressLine2: body.address_line_2 ?? null,
        city: body.city,
        postalCode: body.postal_code,
        countryCode: home!.code,
        birthCountry: birth!.code,
        nationality: birth!.code,
        isPep: body.is_pep,
        isUbo: body.is_ubo,
        newsletter: body.newsletter,
        termsAndConditions: true,
        termsAcceptedAt: now,
        ...(body.referral_code ? { referralCode: body.referral_code.replace(/,/g, '').slice(0, 100) } : {}),
        ...(mobile && !player.mobile ? { mobile, mobilePrefix: null } : {}),
        ...(risky ? { amlScore: PEP_UBO_AML_SCORE, maxDailyDeposit: String(PEP_UBO_MAX_DAILY_DEPOSIT) } : {}),
        updatedAt: now,
      })
      .where(eq(players.id, owner.playerId));
    if (Object.keys(limits).length > 0) await requestLimits(tx, owner.playerId, limits, now, profile);
    // The registration is done: its token proves nothing any more, and its restore links lead nowhere.
    await tx.update(tempTokens).set({ usedAt: now }).where(and(eq(tempTokens.id, owner.registrationTokenId!), isNull(tempTokens.usedAt)));
    await endTempTokens(tx, owner.userId, ACTIVATION_TOKEN, now);
    await writeAudit(tx, {
      playerId: owner.playerId,
      action: 'registration_saved',
      detail: {
        watch: { firstname: body.firstname, lastname: body.lastname, dob: body.dob },
        ...(risky ? { manual_score: [{ points: PEP_UBO_AML_SCORE, type: pepUboType(body.is_pep, body.is_ubo), note: PEP_UBO_NOTE }] } : {}),
      },
      now,
    });
  });
  return { message: 'Registration saved.' };
}
