// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { samplePlayer } from '@casino-sdk/core/testing/platform-fixture';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInRuntime, type AccountFixtureOptions } from '../account/account-fixture';
import { createPasswordsModel, type PasswordsModel } from './passwords-model';

let model: PasswordsModel | undefined;
afterEach(() => {
  model?.dispose();
  CasinoSDK.destroy();
});

async function start(options: AccountFixtureOptions = {}) {
  const { runtime, calls } = await signedInRuntime(options);
  await vi.waitFor(() => expect(runtime.store.player.value).not.toBeNull());
  model = createPasswordsModel(runtime);
  return { model, calls };
}

function fill(passwords: PasswordsModel, current: string, next: string, confirm: string) {
  passwords.form.fields.current.set(current);
  passwords.form.fields.next.set(next);
  passwords.form.fields.confirm.set(confirm);
}

describe('the passwords model', () => {
  it('sends current, new and confirm once the new password is valid and confirmed, then clears the fields', async () => {
    const { model: passwords, calls } = await start();
    fill(passwords, 'Old-pass-1!', 'New-pass-2?', 'New-pass-2?');
    expect(passwords.canSubmit.value).toBe(true);
    await passwords.submit();
    expect(calls.filter((call) => call.path === '/v1/me/password').map((call) => call.body)).toEqual([{ current: 'Old-pass-1!', new: 'New-pass-2?', confirm: 'New-pass-2?' }]);
    expect(passwords.outcome.value).toEqual({ tone: 'success', message: { key: 'passwords.saved' } });
    expect(passwords.form.fields.next.value.value).toBe('');
  });

  it('keeps Update off until the new password follows the rules and the confirmation equals it, shown from its fifth character', async () => {
    const { model: passwords, calls } = await start();
    fill(passwords, 'Old-pass-1!', 'Old-pass-1!', 'Old-');
    expect(passwords.canSubmit.value).toBe(false);
    expect(passwords.form.fields.next.problem.value).toEqual({ key: 'passwords.different' });
    passwords.form.fields.next.set(samplePlayer.username);
    expect(passwords.form.fields.next.problem.value).toEqual({ key: expect.stringMatching(/^passwords\.(rule|nicknameEmail)$/) });
    passwords.form.fields.next.set('New-pass-2?');
    expect(passwords.form.fields.confirm.error.value).toBeNull();
    passwords.form.fields.confirm.set('New-p');
    expect(passwords.form.fields.confirm.error.value).toEqual({ key: 'passwords.mismatch' });
    await passwords.submit();
    expect(calls.some((call) => call.path === '/v1/me/password')).toBe(false);
  });

  it("says why the platform refused, in the player's language where it has a key, and keeps what was typed", async () => {
    const { model: passwords } = await start({ passwordAnswer: { status: 422, message: 'The current password is not correct.', code: 'wrong_current_password' } });
    fill(passwords, 'Wrong-pass-1!', 'New-pass-2?', 'New-pass-2?');
    await passwords.submit();
    expect(passwords.outcome.value).toEqual({ tone: 'error', message: { key: 'passwords.wrongCurrent' } });
    expect(passwords.form.fields.next.value.value).toBe('New-pass-2?');
  });

  it('is not offered on an account never changed since it was made', async () => {
    const { model: passwords } = await start({ player: { created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' } });
    expect(passwords.changeable.value).toBe(false);
  });
});
