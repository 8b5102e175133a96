import { describe, expect, it } from 'vitest';
import { outboxLoginPage, outboxPage } from './outbox-page';

describe('the outbox page', () => {
  it('escapes what it shows and links only http(s) URLs', () => {
    const html = outboxPage([
      { id: 1, channel: 'email', to: '"><img src=x onerror=alert(1)>', subject: '<b>s</b>', body: 'Open https://casino.test/en/password/reset/abc. <script>x</script> javascript:alert(1)', code: null, created_at: '2026-11-24T10:00:00.000Z' },
    ]);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>x');
    expect(html).not.toContain('<b>s');
    expect(html).toContain('<a href="https://casino.test/en/password/reset/abc">');
    expect(html).not.toContain('href="javascript');
  });

  it('says when nothing was sent, and the login page shows its error as an alert', () => {
    expect(outboxPage([])).toContain('Nothing has been sent yet.');
    expect(outboxLoginPage('Incorrect <credentials>')).toContain('<p role="alert" class="error">Incorrect &lt;credentials&gt;</p>');
  });
});
