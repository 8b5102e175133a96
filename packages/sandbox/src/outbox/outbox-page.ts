import type { OutboxItem } from '@casino-sdk/core/contract';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Links in a message (restore and reset links) become clickable; everything else is text. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<&]+[^\s<&.,;:]/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="stylesheet" href="/sandbox/outbox.css"></head>
<body><main><h1>${title}</h1>${main}</main></body>
</html>`;
}

/** Every e-mail and SMS the sandbox sent, newest first. */
export function outboxPage(items: OutboxItem[]): string {
  const rows = items
    .map(
      (item) => `<article>
<p class="meta"><span class="channel">${item.channel === 'email' ? 'E-mail' : 'SMS'}</span> to <strong>${escapeHtml(item.to)}</strong> · <time datetime="${item.created_at}">${item.created_at.replace('T', ' ').slice(0, 19)} UTC</time></p>
${item.subject ? `<h2>${escapeHtml(item.subject)}</h2>` : ''}
${item.code ? `<p class="code">Code: <strong>${item.code}</strong></p>` : ''}
<p>${linkify(item.body)}</p>
</article>`,
    )
    .join('\n');
  return page('Sandbox outbox', items.length === 0 ? '<p>Nothing has been sent yet.</p>' : rows);
}

/** Codes are secrets: the page asks for an admin login first, as the JSON call asks for its token. */
export function outboxLoginPage(error?: string): string {
  return page(
    'Sandbox outbox',
    `<p>The outbox shows verification codes and password links: log in as a sandbox admin.</p>
${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/sandbox/outbox">
<label>Username <input name="username" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button>Log in</button>
</form>`,
  );
}

export const outboxCss = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1b1b1f}
main{max-width:48rem;margin:0 auto;padding:1rem}
article{background:#fff;border:1px solid #d0d0d8;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 .75rem;overflow-wrap:anywhere}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin:.25rem 0}
.meta{color:#4a4a55;margin:0;font-size:.9rem}
.channel{display:inline-block;background:#1b1b1f;color:#fff;border-radius:.25rem;padding:0 .4rem;margin-right:.25rem}
.code strong{font-size:1.4rem;letter-spacing:.2em}
.error{color:#a00}
label{display:block;margin:.5rem 0}input{display:block;font:inherit;padding:.4rem;width:100%;max-width:20rem}
button{font:inherit;padding:.4rem 1rem;margin-top:.5rem}`;
