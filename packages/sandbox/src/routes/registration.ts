import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api, interfaceLanguages } from '@casino-sdk/core/contract';
import { emailProblem, nicknameProblem, phoneProblem, registrationPasswordProblem, cleanName, dobProblem } from '@casino-sdk/core/rules';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../db/pg-errors';
import { countries, currencies, players, users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { HttpError, unauthenticated } from '../http/errors';
import { newChallenge, SANDBOX_CAPTCHA_KEY } from '../captcha/sandbox-captcha';
import { route } from '../http/route';
import { issueRegistrationToken, REGISTRATION_TOKEN } from '../http/sessions';
import { UNCONFIRMED } from '../registration/account-status';
import { sendRegistrationEmail } from '../registration/registration-mail';
import { throwRuleErrors } from '../registration/rule-errors';
import { alreadyUsed, emailTaken, mobileTaken, nicknameTaken, personTaken } from '../registration/uniqueness';
import { hashPassword } from '../security/passwords';
import { tooManyRequests } from '../security/rate-limits';
import { enforceCaptchaLimits, enforceCheckLimits, enforceRegisterCallLimit, enforceSendLimits, registrationChallengeWait, spendFreeRegistration } from '../security/registration-limits';


const ok = { message: 'ok' };

/** auth/checkusername, checkemail, checkmobile, checkfields and auth/register (spec front-end §5, §8). */
export function registerRegistrationRoutes(app: Hono<AppEnv>): void {
  route(app, api.registration.checkUsername, async ({ c, body }) => {
    enforceCheckLimits(c);
    throwRuleErrors({ username: nicknameProblem(body.username) });
    if (await nicknameTaken(c.var.app.db, body.username)) throw alreadyUsed('username');
    return ok;
  });

  route(app, api.registration.checkEmail, async ({ c, body }) => {
    enforceCheckLimits(c);
    throwRuleErrors({ email: emailProblem(body.email) });
    if (await emailTaken(c.var.app.db, body.email)) throw alreadyUsed('email');
    return ok;
  });

  route(app, api.registration.checkMobile, async ({ c, body }) => {
    enforceCheckLimits(c);
    throwRuleErrors({ mobile: phoneProblem(body.prefix, body.mobile) });
    if (await mobileTaken(c.var.app.db, `${body.prefix}${body.mobile}`)) throw alreadyUsed('mobile');
    return ok;
  });

  // Only while registering, and a handful of times a registration: a name and a date of birth
  // answered freely would tell anyone the birthday of a named player. The save refuses the same
  // person again whatever was checked here.
  route(app, api.registration.checkFields, async ({ c, body, tempToken }) => {
    if (tempToken.type !== REGISTRATION_TOKEN) throw unauthenticated();
    enforceCheckLimits(c, { registrationTokenId: tempToken.id, firstname: body.firstname, lastname: body.lastname });
    throwRuleErrors({
      firstname: cleanName(body.firstname) === body.firstname ? null : 'name_characters',
      lastname: cleanName(body.lastname) === body.lastname ? null : 'name_characters',
      dob: dobProblem(body.dob, c.var.app.clock()),
    });
    if (await personTaken(c.var.app.db, body.firstname, body.lastname, body.dob)) throw alreadyUsed('fields');
    return ok;
  });

  route(app, api.registration.captcha, async ({ c, query }) => {
    const { db, clock, captcha } = c.var.app;
    enforceCaptchaLimits(c);
    // Only the sandbox's own key has challenges here; a vendor's key is served by the vendor.
    if (!captcha || query.key !== SANDBOX_CAPTCHA_KEY || captcha.key !== SANDBOX_CAPTCHA_KEY) {
      throw new HttpError(422, 'This captcha key has no challenges here.', { code: 'captcha_key_unknown' });
    }
    return newChallenge(db, query.key, clock());
  });

  route(app, api.registration.register, async ({ c, body }) => {
    const { db, clock, skinId, publicUrl, captcha } = c.var.app;
    enforceRegisterCallLimit(c);
    const now = clock();
    const email = body.email.trim();
    throwRuleErrors({
      username: nicknameProblem(body.username),
      name: body.name === body.username ? null : 'name_must_equal_username',
      email: emailProblem(email),
      password: registrationPasswordProblem(body.password, body.username, email),
      password_confirmation: body.password_confirmation === body.password ? null : 'passwords_no_match',
    });
    const [country] = await db.select({ code: countries.code, isRestricted: countries.isRestricted }).from(countries).where(eq(countries.code, body.country.toUpperCase()));
    const [currency] = await db.select({ id: currencies.id }).from(currencies).where(eq(currencies.id, body.currency_id));
    throwRuleErrors({
      country: !country ? 'country_invalid' : country.isRestricted ? 'country_restricted' : null,
      currency_id: currency ? null : 'currency_invalid',
    });
    if (await nicknameTaken(db, body.username)) throw alreadyUsed('username');
    if (await emailTaken(db, email)) throw alreadyUsed('email');
    // The e-mail code goes out with the account: past a few registrations from an address (or
    // from everywhere) a person must be proven first (decision 0034).
    const challengeWait = registrationChallengeWait(c);
    if (challengeWait !== null) {
      if (!captcha) throw tooManyRequests(challengeWait);
      if (!body.captcha) throw new HttpError(422, 'captcha_required', { code: 'captcha_required', errors: { captcha: ['captcha_required'] } });
      if (!(await captcha.verifier.verify(captcha.key, body.captcha, now))) throw new HttpError(422, 'captcha_wrong', { code: 'captcha_wrong', errors: { captcha: ['captcha_wrong'] } });
    }
    const provenPerson = challengeWait !== null;
    enforceSendLimits(c, 'email', email, { provenPerson });
    if (!provenPerson) spendFreeRegistration(c);

    const language = (interfaceLanguages as readonly string[]).includes(body.language ?? '') ? body.language! : 'en';
    // The btag cookie's value with its commas removed (spec §2); kept short, it is only a label.
    const referralCode = body.referral_code?.replace(/,/g, '').trim().slice(0, 100) || null;
    const passwordHash = await hashPassword(body.password);
    const skin = await skinId();
    const created = await db
      .transaction(async (tx) => {
        const [user] = await tx.insert(users).values({ username: body.username, email, passwordHash, createdAt: now, updatedAt: now }).returning({ id: users.id });
        const [player] = await tx
          .insert(players)
          .values({
            userId: user!.id,
            skinId: skin,
            currencyId: currency!.id,
            status: UNCONFIRMED,
            name: body.username,
            email,
            countryCode: country!.code,
            language,
            referralCode,
            personProvenAt: provenPerson ? now : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: players.id });
        return { userId: user!.id, playerId: player!.id };
      })
      .catch((error: unknown) => {
        // Two registrations racing for one name or e-mail: the unique indexes let one in.
        if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw alreadyUsed('username');
        throw error;
      });
    const registrationToken = await issueRegistrationToken(db, created.userId, now);
    await sendRegistrationEmail(db, { ...created, email, name: body.username, language }, publicUrl, now);
    return { player_id: created.playerId, user_id: created.userId, registration_token: registrationToken };
  });
}
