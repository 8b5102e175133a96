import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { assertSafeInput, isSafeText } from './safe-input';

describe('safe input', () => {
  it('refuses NUL and lone surrogates, and keeps every other text, emoji included', () => {
    for (const text of ['', 'plain', 'Ünïcödé', '\ud83d\ude00', 'tab\tand\nnewline', '\uffff']) expect(isSafeText(text), text).toBe(true);
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', '\ud83d']) expect(isSafeText(text), JSON.stringify(text)).toBe(false);
  });

  it('names every bad field, nested ones by their dotted path, in a 422', () => {
    const check = () => assertSafeInput({ params: { username: 'a\u0000' }, query: { name: 'ok' }, body: { answers: [{ answer: '\ud800' }], ['k\u0000']: 1 } });
    expect(check).toThrow(HttpError);
    try {
      check();
    } catch (error) {
      expect((error as HttpError).status).toBe(422);
      expect(Object.keys((error as HttpError).body.errors ?? {})).toEqual(['username', 'answers.0.answer', '_']);
    }
  });

  it('lets clean input, numbers, nulls and uploaded files through', () => {
    expect(() => assertSafeInput({ params: {}, query: { page: 2 }, body: { file: new File(['\u0000'], 'a.pdf'), note: null } })).not.toThrow();
  });
});
