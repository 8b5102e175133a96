/* global document */
// A stand-in identity vendor for the KYC stories, with the sandbox vendor's module shape (`init`):
// it draws a Send button in the container and reports `submitted` when pressed. It decides nothing.
export function init({ container, lang }) {
  const listeners = new Map();
  const emit = (type, detail) => (listeners.get(type) ?? []).forEach((listener) => listener(detail));
  const panel = document.createElement('div');
  panel.className = 'fixture-vendor';
  panel.dataset.lang = lang;
  const send = document.createElement('button');
  send.type = 'button';
  send.textContent = 'Send document';
  send.addEventListener('click', () => emit('submitted'));
  panel.append(send);
  container.append(panel);
  queueMicrotask(() => emit('ready'));
  return {
    on(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      return this;
    },
    setLanguage(next) {
      panel.dataset.lang = next;
    },
    destroy() {
      listeners.clear();
      panel.remove();
    },
  };
}
