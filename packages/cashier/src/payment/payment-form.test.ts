// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPaymentForm, readPaymentForm } from './payment-form';

const ALLOWED = ['https://pay.example', 'http://127.0.0.1:8080'];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const hidden = (fields: { name: string; value: string }[]) => fields.map(({ name, value }) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`).join('');

describe('reading a payment form', () => {
  it('accepts one form posting to an allowed https origin, and keeps only its hidden fields', () => {
    const markup = `<p>Redirecting…</p><script>steal()</script><form action="https://pay.example/3ds?x=1" method="POST" onsubmit="steal()">
      <input type="hidden" name="PaReq" value="abc"><input type="hidden" name="MD" value="42"><button>Continue</button></form>`;
    expect(readPaymentForm(markup, ALLOWED)).toEqual({
      ok: true,
      form: { action: 'https://pay.example/3ds?x=1', method: 'post', fields: [{ name: 'PaReq', value: 'abc' }, { name: 'MD', value: '42' }] },
    });
  });

  it('refuses anything else, saying why', () => {
    const form = (attributes: string, inner = '') => `<form ${attributes}>${inner}</form>`;
    expect(readPaymentForm('<p>Thank you</p>', ALLOWED)).toEqual({ ok: false, reason: 'no-form' });
    expect(readPaymentForm(form('action="https://pay.example/a"') + form('action="https://pay.example/b"'), ALLOWED)).toEqual({ ok: false, reason: 'several-forms' });
    for (const action of ['https://evil.example/pay', 'http://pay.example/pay', '/pay', 'javascript:alert(1)', 'data:text/html,x', '']) {
      expect(readPaymentForm(form(`action="${action}"`), ALLOWED), action).toEqual({ ok: false, reason: 'action-not-allowed' });
    }
    expect(readPaymentForm(form('action="https://pay.example/a"', '<input name="card">'), ALLOWED)).toEqual({ ok: false, reason: 'visible-fields' });
    expect(readPaymentForm(form('action="https://pay.example/a" id="f"') + '<input form="f" type="password" name="pin">', ALLOWED)).toEqual({ ok: false, reason: 'visible-fields' });
  });

  it('trusts http only on this machine (the sandbox provider)', () => {
    expect(readPaymentForm('<form action="http://127.0.0.1:8080/psp"></form>', ALLOWED)).toMatchObject({ ok: true });
    expect(readPaymentForm('<form action="http://127.0.0.1:9999/psp"></form>', ALLOWED)).toEqual({ ok: false, reason: 'action-not-allowed' });
  });

  it('never throws, and whatever it accepts posts to an allowed origin (any markup)', () => {
    const tag = fc.constantFrom('form', 'input', 'script', 'iframe', 'a', 'p', 'button', 'select');
    const attribute = fc.constantFrom('action="https://pay.example/p"', 'action="https://evil.example"', 'type="hidden"', 'name="n"', 'value="v"', 'onload="x()"', 'method="post"', 'form="f"', 'id="f"');
    const element = fc.tuple(tag, fc.array(attribute, { maxLength: 3 }), fc.string({ maxLength: 8 })).map(([name, attributes, text]) => `<${name} ${attributes.join(' ')}>${text}</${name}>`);
    fc.assert(
      fc.property(fc.array(fc.oneof(element, fc.string({ maxLength: 20 })), { maxLength: 6 }), (parts) => {
        const reading = readPaymentForm(parts.join(''), ALLOWED);
        if (reading.ok) expect(new URL(reading.form.action).origin).toBe('https://pay.example');
      }),
    );
  });

  it('hands over every hidden field as it was, and the rebuilt form holds nothing else', () => {
    const field = fc.record({ name: fc.string({ minLength: 1, maxLength: 12 }), value: fc.string({ maxLength: 30 }) });
    fc.assert(
      fc.property(fc.array(field, { maxLength: 5 }), (fields) => {
        const reading = readPaymentForm(`<form action="https://pay.example/p" method="post">${hidden(fields)}<script>x()</script></form>`, ALLOWED);
        if (!reading.ok) throw new Error(reading.reason);
        // The parser normalises line breaks in values, as the browser would when posting them.
        expect(reading.form.fields).toEqual(fields.map(({ name, value }) => ({ name: name.replace(/\r\n?/g, '\n'), value: value.replace(/\r\n?/g, '\n') })));
        const built = buildPaymentForm(document, reading.form);
        expect(built.querySelectorAll('input[type="hidden"]')).toHaveLength(fields.length);
        expect(built.children).toHaveLength(fields.length);
        expect(built.getAttribute('action')).toBe('https://pay.example/p');
      }),
    );
  });
});
