import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { SKIN } from '../testing/test-sandbox';

// The script is a file; no database is opened, and any use of it fails the test.
const noDatabase = new Proxy({} as Database, {
  get() {
    throw new Error('The chat stand-in must not touch the database.');
  },
});

describe('GET /sandbox/chat/widget.js', () => {
  it('serves the <sandbox-chat> module as JavaScript, without the skin credentials', async () => {
    const app = createApp({ db: noDatabase, mode: 'sandbox', skin: SKIN, corsOrigins: [] });
    const response = await app.request('/sandbox/chat/widget.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const source = await response.text();
    expect(source).toContain("customElements.define('sandbox-chat'");
    // The demo host's CSP allows neither: styles go through adoptedStyleSheets only.
    expect(source).not.toMatch(/createElement\(\s*'style'|\.style\.|setAttribute\(\s*'style'|innerHTML/);
    expect(source).toContain('adoptedStyleSheets');
  });
});
