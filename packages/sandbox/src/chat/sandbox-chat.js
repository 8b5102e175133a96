/* global HTMLElement, CSSStyleSheet, customElements, document */
// The sandbox's stand-in for a third-party support chat, served as an ES module at
// /sandbox/chat/widget.js. The real site starts its vendor's widget once functional cookies are
// accepted; this one lets that path run end to end with no outside service. It is plain browser
// JavaScript (no build step, no framework) because the sandbox serves the file as it is.
//
// Every style comes from one constructable stylesheet adopted by the shadow root: no <style>
// element and no style attribute, so it runs under the demo host's strict Content-Security-Policy.
// Page CSS may move the launcher with --sandbox-chat-bottom and --sandbox-chat-right, e.g. to keep
// it clear of the page's scroll-to-top button.

const REPLY = 'Thanks! This is the sandbox chat stand-in; a real operator would answer here.';
const GREETING = 'Hi! How can we help you today?';
const REPLY_DELAY_MS = 600;

// Colour pairs, all above WCAG AA (4.5:1 for text, 3:1 for the focus ring):
// white on #1f5fbf 6.1:1, #1b2433 on white 15.4:1, #1b2433 on #eef2f7 13.9:1, #4a5567 on white 7.4:1.
const styles = new CSSStyleSheet();
styles.replaceSync(`
  :host {
    position: fixed;
    right: var(--sandbox-chat-right, 16px);
    bottom: var(--sandbox-chat-bottom, 16px);
    z-index: 2147483000;
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 12px;
    font: 16px/1.4 system-ui, 'Segoe UI', Roboto, Arial, sans-serif;
    color: #1b2433;
  }
  [hidden] { display: none !important; }
  button, input { font: inherit; }
  button:focus-visible, input:focus-visible {
    outline: 2px solid #fff;
    box-shadow: 0 0 0 4px #1b2433;
  }
  .launcher {
    min-width: 88px;
    min-height: 48px;
    padding: 0 20px;
    border: 0;
    border-radius: 24px;
    background: #1f5fbf;
    color: #fff;
    font-weight: 700;
    cursor: pointer;
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.3);
  }
  .launcher:hover { background: #194f9f; }
  .panel {
    display: flex;
    flex-direction: column;
    width: min(360px, calc(100vw - 32px));
    height: min(460px, calc(100vh - 112px));
    border: 1px solid #c9d1dc;
    border-radius: 12px;
    background: #fff;
    box-shadow: 0 8px 32px rgb(0 0 0 / 0.35);
    overflow: hidden;
  }
  .header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 8px 8px 8px 16px;
    background: #1f5fbf;
    color: #fff;
  }
  .title { margin: 0; font-size: 1rem; }
  .close {
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: 8px;
    background: transparent;
    color: #fff;
    font-size: 1.5rem;
    line-height: 1;
    cursor: pointer;
  }
  .close:hover { background: rgb(255 255 255 / 0.15); }
  .log {
    flex: 1;
    padding: 12px;
    overflow-y: auto;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .message {
    max-width: 85%;
    padding: 8px 12px;
    border-radius: 12px;
    overflow-wrap: anywhere;
  }
  .message--agent { align-self: flex-start; background: #eef2f7; color: #1b2433; }
  .message--player { align-self: flex-end; background: #1f5fbf; color: #fff; }
  .form {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px 8px;
    padding: 12px;
    border-top: 1px solid #c9d1dc;
  }
  .label { grid-column: 1 / -1; font-size: 0.875rem; color: #4a5567; }
  .input {
    min-width: 0;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid #6b7686;
    border-radius: 8px;
    color: #1b2433;
    background: #fff;
  }
  .send {
    min-height: 44px;
    padding: 0 16px;
    border: 0;
    border-radius: 8px;
    background: #1f5fbf;
    color: #fff;
    font-weight: 700;
    cursor: pointer;
  }
  .send:hover { background: #194f9f; }
`);

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

class SandboxChat extends HTMLElement {
  #launcher;
  #panel;
  #log;
  #input;
  #replies = new Set();

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [styles];

    this.#panel = element('section', 'panel');
    this.#panel.id = 'panel';
    this.#panel.hidden = true;
    this.#panel.setAttribute('role', 'dialog');
    this.#panel.setAttribute('aria-label', 'Chat with support');

    const header = element('div', 'header');
    const close = element('button', 'close', '×');
    close.type = 'button';
    close.setAttribute('aria-label', 'Close chat');
    close.addEventListener('click', () => this.close());
    header.append(element('h2', 'title', 'Support'), close);

    // A log region: screen readers announce each new line without moving focus.
    this.#log = element('div', 'log');
    this.#log.setAttribute('role', 'log');
    this.#log.setAttribute('aria-label', 'Messages');

    const form = element('form', 'form');
    const label = element('label', 'label', 'Your message');
    label.htmlFor = 'message';
    this.#input = element('input', 'input');
    this.#input.id = 'message';
    this.#input.type = 'text';
    this.#input.autocomplete = 'off';
    this.#input.maxLength = 500;
    const send = element('button', 'send', 'Send');
    send.type = 'submit';
    form.append(label, this.#input, send);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.#send();
    });

    this.#panel.append(header, this.#log, form);

    this.#launcher = element('button', 'launcher', 'Chat');
    this.#launcher.type = 'button';
    this.#launcher.setAttribute('aria-expanded', 'false');
    this.#launcher.setAttribute('aria-controls', 'panel');
    this.#launcher.addEventListener('click', () => (this.#panel.hidden ? this.open() : this.close()));

    // The panel sits above the launcher, which stays put as the thing to come back to.
    root.append(this.#panel, this.#launcher);
    this.#addMessage('agent', GREETING);

    // Keys inside the shadow root reach the host (keydown is composed), so one listener serves all.
    this.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !this.#panel.hidden) {
        event.preventDefault();
        this.close();
      }
    });
  }

  disconnectedCallback() {
    // A reply due after the widget left the page has nowhere to go.
    for (const timer of this.#replies) clearTimeout(timer);
    this.#replies.clear();
  }

  get isOpen() {
    return !this.#panel.hidden;
  }

  open() {
    this.#panel.hidden = false;
    this.#launcher.setAttribute('aria-expanded', 'true');
    this.#input.focus();
  }

  /** Closes the panel and puts focus back on the launcher, so keyboard users keep their place. */
  close() {
    this.#panel.hidden = true;
    this.#launcher.setAttribute('aria-expanded', 'false');
    this.#launcher.focus();
  }

  #send() {
    const text = this.#input.value.trim();
    if (!text) {
      this.#input.focus();
      return;
    }
    this.#addMessage('player', text);
    this.#input.value = '';
    // Ready for the next line, whether Send was clicked or Enter pressed.
    this.#input.focus();
    const timer = setTimeout(() => {
      this.#replies.delete(timer);
      this.#addMessage('agent', REPLY);
    }, REPLY_DELAY_MS);
    this.#replies.add(timer);
  }

  #addMessage(from, text) {
    const item = element('div', `message message--${from}`);
    // What a screen reader says before the text, since the bubbles' sides are only visual.
    const who = element('span', 'visually-hidden', from === 'player' ? 'You: ' : 'Support: ');
    item.append(who, document.createTextNode(text));
    this.#log.append(item);
    this.#log.scrollTop = this.#log.scrollHeight;
  }
}

if (!customElements.get('sandbox-chat')) customElements.define('sandbox-chat', SandboxChat);
