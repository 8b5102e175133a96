import { test, expect } from './fixtures';

// One message type end to end (poll, dialog, read); the seven types, their buttons and where each
// follow-up goes are unit tests (packages/site/src/dialogs/site-dialogs-view.test.tsx).
const MESSAGES = [
  { type: 'realityCheck', subject: 'Reality check', buttons: ['Continue playing', 'View account history', 'Log out'], duration: 60 },
  { type: 'firstLogin', subject: 'Welcome aboard', buttons: ['Make a deposit'] },
];

test.describe('message dialogs', () => {
  test('a message is shown by the 5 s poll with its own buttons, then marked read @layout', async ({ page, sandbox, signIn, axe }) => {
    const message = MESSAGES[0]!;
    const player = await sandbox.createPlayer('demo-player');
    await sandbox.sendMessage(player.username, { type: message.type, subject: message.subject, body: `Body of ${message.type}.`, duration: message.duration });
    await page.clock.install();
    await signIn(player, '/en/help');
    const dialog = page.getByRole('dialog', { name: message.subject });
    await page.clock.fastForward(5_000);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Body of ${message.type}.`);
    for (const name of message.buttons) await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(dialog).toContainText('Closes in 60 s');
    await axe(`${message.type} dialog`, 'casino-site-dialogs');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Read: the next polls bring nothing back.
    await page.clock.fastForward(5_000);
    await page.clock.fastForward(5_000);
    await expect(dialog).toBeHidden();
  });

  test('a follow-up button goes where it says', async ({ page, sandbox, signIn }) => {
    const player = await sandbox.createPlayer('demo-player');
    await sandbox.sendMessage(player.username, { type: 'bonus-bet-limit', subject: 'Maximum bet with a bonus', body: 'Your bet was above the bonus maximum.' });
    await page.clock.install();
    await signIn(player, '/en/help');
    await page.clock.fastForward(5_000);
    await page.getByRole('dialog', { name: 'Maximum bet with a bonus' }).getByRole('button', { name: 'Bonus terms' }).click();
    await expect(page).toHaveURL(/\/en\/terms-and-conditions$/);
  });

  test('the seeded messages player gets its messages one after another', async ({ page, sandbox, signIn }) => {
    const player = await sandbox.createPlayer('demo-player');
    for (const message of MESSAGES) await sandbox.sendMessage(player.username, { type: message.type, subject: message.subject, body: 'x' });
    await page.clock.install();
    await signIn(player, '/en/help');
    await page.clock.fastForward(5_000);
    // Closing marks the message read (me/messages/{id}); the next poll, five seconds later in real
    // life and at once here, must not overtake that call, or it brings the same message back.
    const read = page.waitForResponse((response) => /\/v1\/me\/messages\/\d+/.test(response.url()));
    await page.getByRole('dialog', { name: 'Reality check' }).getByRole('button', { name: 'Continue playing' }).click();
    await read;
    await page.clock.fastForward(5_000);
    await expect(page.getByRole('dialog', { name: 'Welcome aboard' })).toBeVisible();
  });
});

test.describe('terms dialog', () => {
  test('blocks a player who has not accepted the terms until Yes, except on the terms page', async ({ page, sandbox, signIn, axe }) => {
    const player = await sandbox.createPlayer('terms-player');
    await signIn(player, '/en/help');
    const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(dialog).toBeVisible();
    await axe('terms dialog', 'casino-site-dialogs');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // Reading the terms is allowed: the terms page is the one place without the dialog.
    await dialog.getByRole('link', { name: /terms/i }).click();
    await expect(page).toHaveURL(/\/en\/terms-and-conditions$/);
    await expect(dialog).toBeHidden();
    await page.goto('/en/help');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, I accept' }).click();
    await page.waitForLoadState('load');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
