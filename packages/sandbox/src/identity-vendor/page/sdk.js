/* global location, window */
// The sandbox identity vendor's web SDK (decision 0054), an ES module loaded from the vendor's own
// origin, shaped after Sumsub's, Onfido's and Veriff's: `init` puts the vendor's frame into the
// container it is given, hands the access token to the frame (never in a URL), asks for a new token
// when the frame says the old one expired, and reports the frame's events. It decides nothing: the
// vendor tells the platform, server to server, and the platform moves the player's KYC level.

const VENDOR = new URL(import.meta.url).origin;

/**
 * @param {{ container: HTMLElement, accessToken: string, getNewAccessToken: () => Promise<string>, lang: string }} options
 */
export function init({ container, accessToken, getNewAccessToken, lang }) {
  const listeners = new Map();
  let token = accessToken;
  const frame = container.ownerDocument.createElement('iframe');
  const src = new URL('/idv/frame', VENDOR);
  src.searchParams.set('lang', lang);
  src.searchParams.set('parent', location.origin);
  frame.src = src.href;
  frame.title = 'Identity verification';
  frame.allow = 'camera';
  frame.className = 'idv-frame';

  const emit = (type, payload) => {
    for (const listener of listeners.get(type) ?? []) listener(payload);
  };
  const post = (message) => frame.contentWindow?.postMessage({ source: 'idv-sdk', ...message }, VENDOR);

  async function onMessage(event) {
    if (event.origin !== VENDOR || event.source !== frame.contentWindow) return;
    const data = event.data;
    if (!data || data.source !== 'idv-frame') return;
    switch (data.type) {
      case 'ready':
        post({ type: 'token', token });
        emit('ready');
        break;
      case 'token-expired':
        try {
          token = await getNewAccessToken();
          post({ type: 'token', token });
        } catch {
          emit('error', { code: 'token_refresh_failed' });
        }
        break;
      case 'submitted':
        emit('submitted');
        break;
      case 'error':
        emit('error', { code: String(data.code ?? 'unknown') });
        break;
    }
  }

  window.addEventListener('message', onMessage);
  container.append(frame);

  return {
    on(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      return this;
    },
    setLanguage(next) {
      post({ type: 'language', lang: next });
    },
    destroy() {
      window.removeEventListener('message', onMessage);
      listeners.clear();
      frame.remove();
    },
  };
}
