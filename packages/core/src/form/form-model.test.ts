import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/api-error';
import { importedPasswordProblem, passwordsMatch } from '../rules/imported-password';
import { createForm, failureMessage } from './form-model';

function loginForm() {
  return createForm<{ username: string; password: string }>({
    fields: {
      username: { initial: '', required: 'login.usernameRequired', trim: true },
      password: { initial: '', required: 'login.passwordRequired', secret: true },
    },
  });
}

/** A storage that records what was written, like sessionStorage. */
function memoryStorage(seed: Record<string, string> = {}) {
  const data = new Map(Object.entries(seed));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('form model', () => {
  it('checks required fields on submit, sends nothing, and focuses the first problem', async () => {
    const form = loginForm();
    const send = vi.fn(async () => 'sent');
    expect(form.fields.username.error.value).toBeNull();
    expect(await form.submit(send)).toEqual({ ok: false, reason: 'invalid' });
    expect(send).not.toHaveBeenCalled();
    expect(form.fields.username.error.value).toEqual({ key: 'login.usernameRequired' });
    expect(form.fields.password.error.value).toEqual({ key: 'login.passwordRequired' });
    expect(form.fields.username.focusRequest.value).toBe(1);
    expect(form.fields.password.focusRequest.value).toBe(0);

    // Whitespace is no username, but it is a password.
    form.fields.username.set('   ');
    expect(form.fields.username.error.value).toEqual({ key: 'login.usernameRequired' });
    form.fields.username.set('alex');
    expect(form.fields.username.error.value).toBeNull();
    form.fields.password.set(' ');
    expect(form.fields.password.error.value).toBeNull();
    expect(form.valid.value).toBe(true);
    expect(await form.submit(send)).toEqual({ ok: true, value: 'sent' });
    expect(send).toHaveBeenCalledWith({ username: 'alex', password: ' ' });
  });

  it('focuses the first field with a problem, in the order the fields were declared', async () => {
    const form = loginForm();
    form.fields.username.set('alex');
    await form.submit(async () => null);
    expect(form.fields.username.focusRequest.value).toBe(0);
    expect(form.fields.password.focusRequest.value).toBe(1);
    form.focus('username');
    expect(form.fields.username.focusRequest.value).toBe(1);
  });

  it('runs validators from core/rules after required, shown once the field is touched', () => {
    const form = createForm<{ password: string; confirmation: string }>({
      fields: {
        password: { initial: '', validators: [importedPasswordProblem], secret: true },
        confirmation: {
          initial: '',
          validators: [(value, values) => (passwordsMatch(values.password, value) ? null : 'changePassword.mismatch')],
          revealWhen: (value) => value.length >= 5,
          secret: true,
        },
      },
    });
    const password = form.fields.password;
    password.set('abc');
    expect(password.problem.value).toEqual({ key: 'changePassword.ruleError' });
    expect(password.error.value).toBeNull();
    expect(password.touched.value).toBe(false);
    password.blur();
    expect(password.touched.value).toBe(true);
    expect(password.error.value).toEqual({ key: 'changePassword.ruleError' });
    password.set('Abcdefg1!');
    expect(password.error.value).toBeNull();

    const confirmation = form.fields.confirmation;
    confirmation.set('Abcd');
    expect(confirmation.error.value).toBeNull();
    expect(form.valid.value).toBe(false);
    confirmation.set('Abcde');
    expect(confirmation.error.value).toEqual({ key: 'changePassword.mismatch' });
    confirmation.set('Abcdefg1!');
    expect(confirmation.error.value).toBeNull();
    expect(form.valid.value).toBe(true);
    // The confirmation follows the password it is compared with.
    password.set('Abcdefg1?');
    expect(confirmation.problem.value).toEqual({ key: 'changePassword.mismatch' });
  });

  it('leaving an empty field does not touch it; dirty follows the initial value', () => {
    const form = loginForm();
    const username = form.fields.username;
    username.blur();
    expect(username.touched.value).toBe(false);
    expect(username.dirty.value).toBe(false);
    username.set('a');
    expect(username.dirty.value).toBe(true);
    username.set('');
    expect(username.dirty.value).toBe(false);
  });

  it('a reset field is untouched again: a dropped password is not an error', async () => {
    const form = loginForm();
    await form.submit(async () => null);
    form.fields.username.set('alex');
    form.fields.password.set('wrong');
    form.fields.password.reset();
    expect(form.fields.password.value.value).toBe('');
    expect(form.fields.password.touched.value).toBe(false);
    expect(form.fields.password.error.value).toBeNull();
  });

  it("puts the server's field messages under their fields, each until its field changes", async () => {
    const form = loginForm();
    form.fields.username.set('ghost');
    form.fields.password.set('x');
    const caught = new ApiError({
      kind: 'http',
      status: 422,
      message: 'The given data was invalid.',
      fieldErrors: { login: ['No such player.'], password: ['Too short.', 'Too plain.'], other: ['Not ours.'] },
    });
    expect(form.applyServerErrors(caught.fieldErrors, { login: 'username' })).toBe(true);
    expect(form.fields.username.error.value).toEqual({ text: 'No such player.' });
    expect(form.fields.password.error.value).toEqual({ text: 'Too short.' });

    form.fields.username.set('ghost2');
    expect(form.fields.username.error.value).toBeNull();
    expect(form.fields.password.error.value).toEqual({ text: 'Too short.' });
    // A new submit starts without the old verdicts.
    await form.submit(async () => null);
    expect(form.fields.password.error.value).toBeNull();
    expect(form.applyServerErrors({ other: ['Not ours.'] })).toBe(false);
  });

  it('sends once for two quick submits: the busy guard', async () => {
    const form = loginForm();
    form.fields.username.set('alex');
    form.fields.password.set('Secret1!');
    let finish: (value: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = form.submit(send);
    expect(form.busy.value).toBe(true);
    expect(await form.submit(send)).toEqual({ ok: false, reason: 'busy' });
    expect(send).toHaveBeenCalledTimes(1);
    finish('done');
    expect(await first).toEqual({ ok: true, value: 'done' });
    expect(form.busy.value).toBe(false);
  });

  it('is not busy after a failed send, and clears the alert when a submit starts', async () => {
    const form = loginForm();
    form.fields.username.set('alex');
    form.fields.password.set('x');
    await expect(form.submit(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(form.busy.value).toBe(false);
    form.setError({ text: 'Wrong password.' });
    const again = form.submit(async () => 'ok');
    expect(form.error.value).toBeNull();
    await again;
  });

  it('keeps a draft in sessionStorage without the secret fields, and restores it', () => {
    const storage = memoryStorage();
    const options = {
      fields: {
        username: { initial: '', required: 'login.usernameRequired' },
        password: { initial: '', secret: true },
      },
      draft: { key: 'casino-sdk.draft.test', storage },
    };
    const form = createForm<{ username: string; password: string }>(options);
    expect(storage.data.has('casino-sdk.draft.test')).toBe(false);
    form.fields.username.set('alex');
    form.fields.password.set('Secret1!');
    const raw = storage.data.get('casino-sdk.draft.test')!;
    expect(JSON.parse(raw)).toEqual({ username: 'alex' });
    expect(raw).not.toContain('Secret1!');
    form.dispose();

    const restored = createForm<{ username: string; password: string }>(options);
    expect(restored.fields.username.value.value).toBe('alex');
    expect(restored.fields.password.value.value).toBe('');
    restored.clearDraft();
    expect(storage.data.has('casino-sdk.draft.test')).toBe(false);
    restored.dispose();
  });

  it('never restores a secret field, even from a draft that has one', () => {
    const storage = memoryStorage({ d: JSON.stringify({ username: 'alex', password: 'planted' }) });
    const form = createForm<{ username: string; password: string }>({
      fields: { username: { initial: '' }, password: { initial: '', secret: true } },
      draft: { key: 'd', storage },
    });
    expect(form.fields.username.value.value).toBe('alex');
    expect(form.fields.password.value.value).toBe('');
    expect(JSON.parse(storage.data.get('d')!)).toEqual({ username: 'alex' });
    form.reset();
    expect(storage.data.has('d')).toBe(false);
    form.dispose();
  });

  it('goes on without a draft when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const form = createForm<{ username: string }>({ fields: { username: { initial: '' } }, draft: { key: 'k', storage: refusing } });
    form.fields.username.set('alex');
    expect(form.fields.username.value.value).toBe('alex');
    form.dispose();
  });

  it("words a failure: the platform's message, else ours by kind", () => {
    expect(failureMessage(new ApiError({ kind: 'http', status: 401, message: 'Wrong.' }))).toEqual({ text: 'Wrong.' });
    expect(failureMessage(new ApiError({ kind: 'network', message: 'Network error' }))).toEqual({ key: 'errors.network' });
    expect(failureMessage(new Error('boom'))).toEqual({ key: 'errors.generic' });
  });
});
