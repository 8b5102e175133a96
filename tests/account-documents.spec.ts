import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

// The account's documents view against the sandbox (issue 23). The rules are unit tests (core's
// rules, the model, the sandbox's route) and the states stories; here the real upload, end to end.

const seedFile = (name: string) => readFileSync(new URL(`../packages/sandbox/src/seed/documents/${name}`, import.meta.url));
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: seedFile('sample-id-front.png') });
const jpeg = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: seedFile('sample-id-back.jpg') });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: seedFile('sample-proof-of-address.pdf') });

/** A far expiry: the sandbox's "from tomorrow" has its own unit test. */
const EXPIRY = '2031-01-31';

const section = (account: Locator, type: string) => account.locator(`[part="document-section"][data-type="${type}"]`);

test('a player uploads an ID card with both sides, a passport and a PDF proof of address; each joins its list, pending', async ({ page, player, signIn, axe }) => {
  await signIn(player, '/en/dashboard/documents');
  const account = page.getByRole('main').locator('casino-account');
  await expect(account.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();

  const idCard = section(account, 'id_card');
  await idCard.getByLabel('Front side').setInputFiles(png('id-front.png'));
  await expect(idCard.getByRole('img', { name: 'Preview of id-front.png' })).toBeVisible();
  await idCard.getByLabel('Back side').setInputFiles(jpeg('id_back.jpg'));
  await idCard.getByLabel('ID number').fill('MT445566');
  await idCard.getByLabel('Expiry date').fill(EXPIRY);
  await idCard.getByRole('button', { name: 'Upload' }).click();
  await expect(idCard.getByRole('status').filter({ hasText: 'Document uploaded. We will verify it soon.' })).toBeVisible();
  await expect(idCard.locator('[part="document"]')).toHaveCount(1);
  await expect(idCard.locator('[part="document"]')).toContainText('Verification pending');
  await expect(idCard.getByRole('img')).toHaveCount(0);
  // The player gets back the very bytes sent, as a download.
  await expect(idCard.getByRole('button', { name: /^Download file \d$/ })).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), idCard.getByRole('button', { name: 'Download file 1' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^id_card-\d+-1\.png$/);
  expect(readFileSync(await download.path())).toEqual(seedFile('sample-id-front.png'));
  await axe('documents, ID card uploaded', 'casino-account');

  await account.getByRole('tab', { name: 'Passport' }).click();
  const passport = section(account, 'passport');
  await expect(passport.getByLabel('Back side')).toHaveCount(0);
  await passport.getByLabel('File').setInputFiles(jpeg('passport.jpeg'));
  await passport.getByLabel('ID number').fill('P1234567');
  await passport.getByLabel('Expiry date').fill(EXPIRY);
  await passport.getByRole('button', { name: 'Upload' }).click();
  await expect(passport.locator('[part="document"]')).toContainText('Verification pending');

  await account.getByRole('button', { name: 'Proof of address' }).click();
  const proof = section(account, 'proof_of_address');
  await proof.getByLabel('File').setInputFiles(pdf('utility_bill-2026.pdf'));
  await proof.getByLabel('Expiry date').fill(EXPIRY);
  await proof.getByRole('button', { name: 'Upload' }).click();
  await expect(proof.locator('[part="document"]')).toContainText('Verification pending');

  // What the player sees after a reload is what the platform kept.
  await page.reload();
  await expect(section(account, 'id_card').locator('[part="document"]')).toHaveCount(1);
});

test('a too-large file and a name with a space are stopped in the browser; a disguised file is refused by the server with its first field error', async ({ page, player, signIn, axe, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 422/);
  await signIn(player, '/en/dashboard/documents');
  const account = page.getByRole('main').locator('casino-account');
  await account.getByRole('button', { name: 'Payment method' }).click();
  const payment = section(account, 'payment_method');
  const file = payment.getByLabel('File');

  await file.setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2_000_001) });
  await expect(payment.getByText('The file is larger than 2 MB (2,000,000 bytes).')).toBeVisible();
  await file.setInputFiles(pdf('bank statement.pdf'));
  await expect(payment.getByText('Please do not use spaces or special characters in the file name')).toBeVisible();
  await axe('documents, a file name refused in the browser', 'casino-account');

  // HTML named .png: the browser cannot tell; the platform reads its first bytes.
  await file.setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: Buffer.from('<html><body><script>alert(1)</script></body></html>') });
  await payment.getByLabel('Expiry date').fill(EXPIRY);
  await payment.getByRole('button', { name: 'Upload' }).click();
  await expect(payment.getByRole('alert').filter({ hasText: 'The front file is not the PNG, JPEG or PDF its name says.' })).toBeVisible();
  await expect(payment.locator('[part="document"]')).toHaveCount(0);
});
