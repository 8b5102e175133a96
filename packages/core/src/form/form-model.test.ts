import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/api-error';
import { importedPasswordProblem, passwordsMatch } from '../rules/imported-password';
import { fileProblem, fileRules } from './file-rules';
import { arrayItems } from './array-items';
import { asyncCheck } from './async-check';
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

describe('array fields', () => {
  type Row = { source: string; amount: string };
  function wealthForm() {
    return createForm<{ rows: Row[] }>({
      fields: {
        rows: {
          initial: [{ source: 'salary', amount: '1000' }],
          required: 'sowq.rowsRequired',
          items: arrayItems([(row) => (row.source ? null : 'sowq.sourceRequired'), (row) => (/^\d+$/.test(row.amount) ? null : 'sowq.amountInvalid')]),
        },
      },
    });
  }

  it('adds, changes, moves and removes rows, each keeping its key', () => {
    const rows = wealthForm().fields.rows;
    const [first] = rows.keys.value;
    rows.add({ source: 'savings', amount: '50' });
    rows.add({ source: 'gift', amount: '7' });
    const keys = rows.keys.value;
    expect(new Set(keys).size).toBe(3);
    rows.move(2, 0);
    expect(rows.value.value.map((row) => row.source)).toEqual(['gift', 'salary', 'savings']);
    expect(rows.keys.value).toEqual([keys[2], keys[0], keys[1]]);
    rows.setItem(1, { source: 'salary', amount: '2000' });
    expect(rows.value.value[1]).toEqual({ source: 'salary', amount: '2000' });
    expect(rows.keys.value).toEqual([keys[2], keys[0], keys[1]]);
    rows.remove(1);
    expect(rows.value.value.map((row) => row.source)).toEqual(['gift', 'savings']);
    expect(rows.keys.value).toEqual([keys[2], keys[1]]);
    expect(rows.keys.value).not.toContain(first);
    rows.reset();
    expect(rows.value.value).toEqual([{ source: 'salary', amount: '1000' }]);
    expect(rows.dirty.value).toBe(false);
  });

  it('gives each row its own error, shown after a submit, and the field its own', async () => {
    const form = wealthForm();
    const rows = form.fields.rows;
    rows.add({ source: '', amount: 'ten' });
    rows.add({ source: 'gift', amount: 'x' });
    expect(rows.itemProblems.value).toEqual([null, { key: 'sowq.sourceRequired' }, { key: 'sowq.amountInvalid' }]);
    expect(rows.itemErrors.value).toEqual([null, null, null]);
    expect(form.valid.value).toBe(false);
    expect(await form.submit(async () => 'sent')).toEqual({ ok: false, reason: 'invalid' });
    expect(rows.focusRequest.value).toBe(1);
    expect(rows.itemErrors.value).toEqual([null, { key: 'sowq.sourceRequired' }, { key: 'sowq.amountInvalid' }]);
    // The rows' problems are theirs, not repeated under the whole list.
    expect(rows.error.value).toBeNull();
    rows.remove(2);
    rows.setItem(1, { source: 'savings', amount: '10' });
    expect(rows.itemErrors.value).toEqual([null, null]);
    expect(form.valid.value).toBe(true);
    rows.remove(0);
    rows.remove(0);
    expect(rows.error.value).toEqual({ key: 'sowq.rowsRequired' });
  });

  it('keeps the keys of the rows a whole new list still has', () => {
    const rows = wealthForm().fields.rows;
    const [first] = rows.keys.value;
    rows.set([
      { source: 'salary', amount: '1' },
      { source: 'gift', amount: '2' },
    ]);
    expect(rows.keys.value[0]).toBe(first);
    expect(rows.keys.value).toHaveLength(2);
  });
});

describe('async-validated fields', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A username check whose answers the test gives, in any order. */
  function usernameForm() {
    const asked: { value: string; signal: AbortSignal; answer: (taken: boolean) => void }[] = [];
    const form = createForm<{ username: string }>({
      fields: {
        username: {
          initial: '',
          required: 'login.usernameRequired',
          validators: [(value) => (value.length < 3 ? 'registration.usernameShort' : null)],
          check: asyncCheck(
            (value, _values, signal) => new Promise((resolve) => asked.push({ value, signal, answer: (taken) => resolve(taken ? 'registration.usernameTaken' : null) })),
            300,
          ),
        },
      },
    });
    return { form, username: form.fields.username, asked };
  }

  it('asks once typing pauses, is pending meanwhile, and shows the answer once the field is left', async () => {
    vi.useFakeTimers();
    const { form, username, asked } = usernameForm();
    username.set('al');
    // The sync checks come first: a too-short name is not asked about.
    expect(username.pending.value).toBe(false);
    username.set('ale');
    username.set('alex');
    expect(username.pending.value).toBe(true);
    expect(form.valid.value).toBe(false);
    vi.advanceTimersByTime(299);
    expect(asked).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(asked.map((question) => question.value)).toEqual(['alex']);
    asked[0]!.answer(true);
    await vi.runAllTimersAsync();
    expect(username.pending.value).toBe(false);
    expect(username.problem.value).toEqual({ key: 'registration.usernameTaken' });
    expect(username.error.value).toBeNull();
    username.blur();
    expect(username.error.value).toEqual({ key: 'registration.usernameTaken' });
    form.dispose();
  });

  it('lets the latest answer win: an older one arriving late is ignored', async () => {
    vi.useFakeTimers();
    const { form, username, asked } = usernameForm();
    username.set('taken');
    vi.advanceTimersByTime(300);
    username.set('free1');
    expect(asked[0]!.signal.aborted).toBe(true);
    vi.advanceTimersByTime(300);
    asked[0]!.answer(true);
    await vi.runAllTimersAsync();
    // The old answer neither ends the wait nor speaks of the new value.
    expect(username.pending.value).toBe(true);
    expect(form.valid.value).toBe(false);
    asked[1]!.answer(false);
    await vi.runAllTimersAsync();
    expect(username.problem.value).toBeNull();
    expect(username.pending.value).toBe(false);
    expect(form.valid.value).toBe(true);
    form.dispose();
  });

  it('an answer is for its value: typing again hides it until the new one comes', async () => {
    vi.useFakeTimers();
    const { form, username, asked } = usernameForm();
    username.set('taken');
    vi.advanceTimersByTime(300);
    asked[0]!.answer(true);
    await vi.runAllTimersAsync();
    expect(username.problem.value).toEqual({ key: 'registration.usernameTaken' });
    username.set('taken2');
    expect(username.problem.value).toBeNull();
    expect(username.pending.value).toBe(true);
    // Back to the value already answered: no new question.
    username.set('taken');
    expect(username.pending.value).toBe(false);
    expect(username.problem.value).toEqual({ key: 'registration.usernameTaken' });
    expect(asked).toHaveLength(1);
    form.dispose();
  });

  it('submit asks a pending check at once, is busy while it waits, and sends only a good value', async () => {
    vi.useFakeTimers();
    const { form, username, asked } = usernameForm();
    const send = vi.fn(async () => 'sent');
    username.set('taken');
    const first = form.submit(send);
    expect(form.busy.value).toBe(true);
    expect(asked.map((question) => question.value)).toEqual(['taken']);
    expect(await form.submit(send)).toEqual({ ok: false, reason: 'busy' });
    asked[0]!.answer(true);
    expect(await first).toEqual({ ok: false, reason: 'invalid' });
    expect(send).not.toHaveBeenCalled();
    expect(username.error.value).toEqual({ key: 'registration.usernameTaken' });
    expect(username.focusRequest.value).toBe(1);

    username.set('free');
    const second = form.submit(send);
    asked[1]!.answer(false);
    expect(await second).toEqual({ ok: true, value: 'sent' });
    expect(send).toHaveBeenCalledWith({ username: 'free' });
    form.dispose();
  });

  it('a check that fails counts as passed: the platform checks again on send', async () => {
    vi.useFakeTimers();
    const form = createForm<{ username: string }>({
      fields: { username: { initial: '', check: asyncCheck(() => Promise.reject(new Error('offline'))) } },
    });
    form.fields.username.set('alex');
    await vi.runAllTimersAsync();
    expect(form.fields.username.pending.value).toBe(false);
    expect(form.valid.value).toBe(true);
    form.dispose();
  });

  it('debounces on the scheduler it is given, and stops with dispose', () => {
    const waits: { ms: number; task: () => void; stopped: boolean }[] = [];
    const scheduler = {
      after(ms: number, task: () => void) {
        const wait = { ms, task, stopped: false };
        waits.push(wait);
        return () => (wait.stopped = true);
      },
    };
    const check = vi.fn(async () => null);
    const form = createForm<{ code: string }>({ fields: { code: { initial: '', check: asyncCheck(check) } }, scheduler });
    form.fields.code.set('A1');
    expect(waits.map((wait) => wait.ms)).toEqual([400]);
    form.dispose();
    expect(waits[0]!.stopped).toBe(true);
    expect(form.fields.code.pending.value).toBe(false);
    expect(check).not.toHaveBeenCalled();
  });
});

describe('file fields', () => {
  const pdf = (bytes: number, name = 'passport.pdf', type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });

  it('checks the type and the size of the chosen file', () => {
    const form = createForm<{ document: File | null }>({
      fields: { document: { initial: null, required: 'documents.fileRequired', validators: [fileRules({ accept: ['application/pdf', 'image/*', '.heic'], maxBytes: 1000 })] } },
    });
    const document = form.fields.document;
    expect(document.problem.value).toEqual({ key: 'documents.fileRequired' });
    document.set(pdf(1000));
    expect(document.problem.value).toBeNull();
    document.set(pdf(1001));
    expect(document.problem.value).toEqual({ key: 'field.fileTooLarge', values: { maxBytes: 1000 } });
    document.set(pdf(10, 'notes.txt', 'text/plain'));
    expect(document.problem.value).toEqual({ key: 'field.fileType', values: { types: 'application/pdf, image/*, .heic' } });
    document.set(pdf(10, 'selfie.jpg', 'image/jpeg'));
    expect(document.problem.value).toBeNull();
    document.set(pdf(10, 'IMG_1.HEIC', ''));
    expect(document.problem.value).toBeNull();
    expect(fileProblem(null, { maxBytes: 1 })).toBeNull();
  });

  it('never puts a file in the draft', () => {
    const storage = memoryStorage();
    const form = createForm<{ note: string; document: File | null }>({
      fields: { note: { initial: '' }, document: { initial: null } },
      draft: { key: 'd', storage },
    });
    form.fields.note.set('hello');
    form.fields.document.set(pdf(10));
    expect(JSON.parse(storage.data.get('d')!)).toEqual({ note: 'hello' });
    form.dispose();
  });
});
