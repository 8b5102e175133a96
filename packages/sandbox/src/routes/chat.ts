import { readFile } from 'node:fs/promises';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';

const widgetFile = new URL('../chat/sandbox-chat.js', import.meta.url);

/** The chat stand-in (`<sandbox-chat>`), a module the demo host imports once functional cookies are accepted. */
export function registerChatRoutes(app: Hono<AppEnv>): void {
  app.get('/sandbox/chat/widget.js', async (c) => {
    // Read on each request, like the texts: an edit shows on the next page load.
    const source = await readFile(widgetFile, 'utf8');
    return c.body(source, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      // Module scripts are fetched with CORS; a partner page on another origin may load it too.
      // It is public code and no credentials go with it.
      'Access-Control-Allow-Origin': '*',
    });
  });
}
