import { expect, test } from './fixtures';

// The KYC view through the sandbox identity vendor (issue 23, decision 0054): the vendor's frame on
// its own origin takes a document, the vendor tells the platform, and the page reads the verdict
// from the platform. Its states and rules are model tests and stories (packages/account/src/kyc).

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

test('a player verifies through the sandbox vendor: sent, pending, and accepted once the reviewer approves', async ({ page, signIn, sandbox, axe }) => {
  const player = await sandbox.createPlayer('kyc-player');
  // The verdict comes by a poll: the test moves the page's clock instead of waiting for it.
  await page.clock.install();
  await signIn(player, '/en/kyc');
  const account = page.getByRole('main').locator('casino-account');
  const basic = account.locator('[part="level"][data-level="BasicAmlLevel"]');
  await expect(basic.locator('[part="level-status"]')).toHaveText('Not started');
  await axe('KYC levels', 'casino-account');

  await basic.getByRole('button', { name: 'Verify: Basic identity check' }).click();
  const vendor = account.frameLocator('[part="vendor"] iframe');
  await expect(vendor.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  // The vendor lives on another origin than the site.
  const frameUrl = new URL((await account.locator('[part="vendor"] iframe').getAttribute('src'))!);
  expect(frameUrl.origin).not.toBe(new URL(page.url()).origin);
  await vendor.getByLabel('Or upload a file (JPEG, PNG or PDF)').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await vendor.getByRole('button', { name: 'Send for review' }).click();
  await expect(vendor.getByRole('status')).toHaveText('Thank you. Your document is being checked.');
  await expect(account.locator('[part="status"]')).toContainText('Your documents were sent');
  await expect(basic.locator('[part="level-status"]')).toHaveText('Pending review');
  await axe('KYC check sent', 'casino-account');

  await sandbox.reviewKyc(player.username, 'BasicAmlLevel', 'GREEN');
  await page.clock.fastForward(5_000);
  await expect(basic.locator('[part="level-status"]')).toHaveText('Accepted');
  await expect(basic.getByRole('button')).toHaveCount(0);
  await expect(account.locator('[part="vendor"] iframe')).toHaveCount(0);
});
