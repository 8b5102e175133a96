import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, SKIN_AUTH } from './fixtures';
const PASSWORD = 'Sunny-day-7';

/** A nickname and e-mail no other test or run uses. */
function newcomer(tag: string) {
  const nickname = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { nickname, email: `${nickname}@example.com` };
}

async function fillAccount(page: Page, who: { nickname: string; email: string }) {
  const form = page.locator('casino-registration');
  await form.getByLabel('E-mail', { exact: true }).fill(who.email);
  await form.getByLabel('Nickname').fill(who.nickname);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Repeat password').fill(PASSWORD);
  await form.getByLabel('Currency').selectOption({ label: 'EUR (€)' });
  await form.getByLabel('Welcome bonus').selectOption({ label: 'No welcome bonus' });
}

/** Step 0 through the API, as an unfinished registration: its e-mail carries the restore link. */
async function unfinishedRegistration(request: APIRequestContext, who: { nickname: string; email: string }) {
  const response = await request.post('/v1/auth/register', {
    headers: { Authorization: SKIN_AUTH },
    data: { email: who.email, password: PASSWORD, password_confirmation: PASSWORD, acceptance: 1, country: 'MT', currency_id: 1, name: who.nickname, username: who.nickname, language: 'en' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { player_id: number; user_id: number; registration_token: string };
}

/**
 * The captcha challenges the page is given, newest last. The picture draws the sum as strokes, so
 * the test asks the sandbox for the answer of the challenge on screen (sandbox mode only).
 */
function watchCaptchas(page: Page): () => Promise<string> {
  const tokens: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/v1/auth/captcha') && response.ok()) tokens.push(((await response.json()) as { token: string }).token);
  });
  return async () => {
    await expect(page.locator('casino-registration [part="captcha-picture"]')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect.poll(() => tokens.length).toBeGreaterThan(0);
    return tokens.at(-1)!;
  };
}

/** Step 2 as a player fills it: names unique to this run, an adult's date of birth, the address, terms and captcha. */
async function fillDetails(page: Page, who: { nickname: string }, captchaAnswer: () => Promise<string>) {
  const element = page.locator('casino-registration');
  await element.getByLabel('First name').fill('Anna');
  // Letters only, as the name rules keep them; unique so name + dob is not already used.
  await element.getByLabel('Last name').fill(`Test${who.nickname.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`);
  await element.getByRole('radio', { name: 'Female' }).check();
  await element.getByLabel('Day').selectOption('12');
  await element.getByLabel('Month').selectOption({ index: 5 });
  await element.getByLabel('Year').selectOption('1990');
  await element.getByLabel('Street', { exact: true }).fill('Republic Street');
  await element.getByLabel('Street number').fill('12');
  await element.getByLabel('Postal code').fill('VLT 1117');
  await element.getByLabel('City').fill('Valletta');
  await element.getByLabel('Country of residence').selectOption({ label: 'Malta' });
  await element.getByLabel('Country of birth').selectOption({ label: 'Malta' });
  await element.getByLabel('I am 18 or older and accept the terms and conditions').check();
  await element.getByLabel('Result of the sum in the picture').fill(await captchaAnswer());
}

async function restoreLink(sandbox: { outbox(to: string): Promise<{ body: string }[]> }, email: string): Promise<string> {
  const link = (await sandbox.outbox(email)).map((item) => /\/en\/registration\/[^\s"<]+/.exec(item.body)?.[0]).find(Boolean);
  expect(link, `a restore link for ${email}`).toBeTruthy();
  return link!;
}

test('registers step by step with the codes from the outbox @journey', async ({ page, sandbox, axe, allowConsoleErrors }) => {
  // The wrong code is refused with 422, which the browser logs.
  allowConsoleErrors(/status of 422/);
  const who = newcomer('reg');
  const captchas: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/captcha')) captchas.push(request.url());
  });
  const shownCaptcha = watchCaptchas(page);
  await page.goto('/en/registration');
  const element = page.locator('casino-registration');
  await expect(element.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
  await axe('registration step 0', 'casino-registration');

  // Empty fields: the spec's alert, no call.
  await element.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(element.getByRole('alert').first()).toHaveText('You must fill all fields');

  await fillAccount(page, who);
  await element.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(element.getByRole('heading', { name: 'Confirmation' })).toBeFocused();
  await expect(element.getByRole('button', { name: /Send again in \d+ s/ }).first()).toBeDisabled();
  const code = await sandbox.latestCode(who.email, 'email');
  await element.getByLabel('E-mail code').fill('000000');
  await element.getByRole('button', { name: 'Confirm' }).first().click();
  await expect(element.locator('[part="email-code-error"]')).toHaveText('The code is wrong.');
  await element.getByLabel('E-mail code').fill(code);
  await element.getByRole('button', { name: 'Confirm' }).first().click();
  await expect(element.locator('[part="confirm-email"]')).toHaveText('Verified');
  await expect(page.locator('.casino-toaster')).toContainText('Your e-mail is verified.');
  await axe('registration step 1, e-mail confirmed', 'casino-registration');

  await element.getByRole('button', { name: 'Continue to personal details' }).click();
  await expect(element.getByRole('heading', { name: 'Personal details' })).toBeFocused();
  await fillDetails(page, who, async () => sandbox.captchaAnswer(await shownCaptcha()));
  // One captcha for the step: a second would replace the picture the player is reading.
  expect(captchas).toHaveLength(1);
  await axe('registration step 2', 'casino-registration');
  await element.getByRole('button', { name: 'Register' }).click();

  await expect(element.getByRole('heading', { name: 'Your account is ready' })).toBeFocused();
  await element.locator('[part="done-login"]').click();
  await expect(page).toHaveURL(/\/en\/login\?success=thankyou$/);
  const login = page.locator('casino-login');
  await login.getByLabel('Username').fill(who.nickname);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/casino$/);
  await expect(page.getByRole('banner')).toContainText(/€/);
});

test('the SMS code confirms a mobile number instead of the e-mail', async ({ page, sandbox }) => {
  const who = newcomer('sms');
  // A number no other run has used: Maltese mobiles are 8 digits starting with 99.
  const number = `99${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  await page.goto('/en/registration');
  await fillAccount(page, who);
  const element = page.locator('casino-registration');
  await element.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(element.getByRole('heading', { name: 'Confirmation' })).toBeVisible();

  await element.getByLabel('Prefix').fill('+356');
  await element.getByLabel('Mobile number').fill(`356${number}`);
  await element.getByRole('button', { name: 'Send SMS code' }).click();
  await expect(element.locator('[part="phone-number"]')).toHaveAccessibleDescription(/Enter the number without the country prefix\./);

  await element.getByLabel('Mobile number').fill(number);
  await element.getByRole('button', { name: 'Send SMS code' }).click();
  await expect(element.getByText(`The SMS code went to +356${number}.`)).toBeVisible();
  await expect(element.locator('[part="send-sms"]')).toBeDisabled();
  await element.getByLabel('SMS code').fill(await sandbox.latestCode(`+356${number}`, 'sms'));
  await element.locator('[part="confirm-sms"]').click();
  await expect(element.locator('[part="confirm-sms"]')).toHaveText('Verified');
  await expect(element.getByRole('button', { name: 'Continue to personal details' })).toBeEnabled();

  // A reload before Continue keeps the confirmed number and the e-mail's running resend countdown.
  await page.reload();
  await expect(element.locator('[part="confirm-sms"]')).toHaveText('Verified');
  await expect(element.getByText(`The SMS code went to +356${number}.`)).toBeVisible();
  await expect(element.getByRole('button', { name: /Send again in \d+ s/ }).first()).toBeDisabled();
  await expect(element.getByRole('button', { name: 'Continue to personal details' })).toBeEnabled();
});

test('a restore link continues at step 2, after the e-mail check and its refusals', async ({ page, request, sandbox, axe }) => {
  const who = newcomer('rst');
  await unfinishedRegistration(request, who);
  const link = await restoreLink(sandbox, who.email);

  await page.goto(link);
  const element = page.locator('casino-registration');
  await expect(element.getByRole('heading', { name: 'Continue your registration' })).toBeVisible();
  await element.getByRole('button', { name: 'Continue registration' }).click();
  await expect(element.locator('[part="restore-email"]')).toHaveAccessibleDescription('The email you provide is not valid');

  await element.getByLabel('E-mail', { exact: true }).fill(`other.${who.email}`);
  await element.getByRole('button', { name: 'Continue registration' }).click();
  await expect(element.getByRole('alert').first()).toHaveText('token expired or not valid or email not valid');
  await axe('restore refused', 'casino-registration');

  await element.getByLabel('E-mail', { exact: true }).fill(who.email);
  await element.getByRole('button', { name: 'Continue registration' }).click();
  await expect(element.getByRole('heading', { name: 'Personal details' })).toBeFocused();
});

test('a restore link of an account whose e-mail is confirmed says to log in or recover', async ({ page, request, sandbox }) => {
  const who = newcomer('cnf');
  const account = await unfinishedRegistration(request, who);
  const code = await sandbox.latestCode(who.email, 'email');
  const confirmed = await request.post('/v1/notifications/players/verify_email', {
    headers: { Authorization: SKIN_AUTH, token: account.registration_token },
    data: { user_id: account.user_id, skin_id: 1, verification: code, email_verified: true },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await page.goto(await restoreLink(sandbox, who.email));
  const element = page.locator('casino-registration');
  await element.getByLabel('E-mail', { exact: true }).fill(who.email);
  await element.getByRole('button', { name: 'Continue registration' }).click();
  await expect(element.getByRole('alert').first()).toHaveText('Email already Confirmed. If you have forgotten your password, proceed with recovery, or log in.');
  await expect(element.getByRole('link', { name: 'Recover your password' })).toHaveAttribute('href', '/en/recovery-password');
});

test('registers with the keyboard alone', async ({ page, sandbox }) => {
  const who = newcomer('kbd');
  await page.goto('/en/registration');
  const element = page.locator('casino-registration');
  await element.getByLabel('E-mail', { exact: true }).focus();
  await page.keyboard.type(who.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(who.nickname);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  // The show-password toggle sits between the two password fields.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(element.getByLabel('Currency')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(element.getByLabel('Welcome bonus')).toBeFocused();
  await page.keyboard.press('End');
  await expect(element.getByLabel('Welcome bonus')).toHaveValue('none');
  // Enter in a text field sends the form.
  await page.keyboard.press('Tab');
  await expect(element.getByLabel('Bonus code (optional)')).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(element.getByRole('heading', { name: 'Confirmation' })).toBeFocused();
  const code = await sandbox.latestCode(who.email, 'email');
  await page.keyboard.press('Tab');
  await expect(element.getByLabel('E-mail code')).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(element.locator('[part="confirm-email"]')).toHaveText('Verified');
  await element.getByRole('button', { name: 'Continue to personal details' }).focus();
  await page.keyboard.press('Enter');
  await expect(element.getByRole('heading', { name: 'Personal details' })).toBeFocused();
});
