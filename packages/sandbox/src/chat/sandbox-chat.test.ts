// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The widget is plain browser JavaScript served as it is; load it the way a page would.
beforeAll(async () => {
  // Through a variable: TypeScript has no types for the plain .js file and should not look for them.
  const widget = './sandbox-chat.js';
  await import(/* @vite-ignore */ widget);
});
afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

function mount() {
  const chat = document.createElement('sandbox-chat');
  document.body.append(chat);
  const root = chat.shadowRoot!;
  const launcher = root.querySelector<HTMLButtonElement>('.launcher')!;
  const panel = root.querySelector<HTMLElement>('[role="dialog"]')!;
  const input = root.querySelector<HTMLInputElement>('input')!;
  return { chat, root, launcher, panel, input };
}

describe('<sandbox-chat>', () => {
  it('starts as a closed launcher button', () => {
    const { launcher, panel } = mount();
    expect(launcher.textContent).toBe('Chat');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(panel.getAttribute('aria-label')).toBe('Chat with support');
  });

  it('opens a panel with a labelled input and moves focus into it', () => {
    const { root, launcher, panel, input } = mount();
    launcher.click();
    expect(panel.hidden).toBe(false);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(root.activeElement).toBe(input);
    expect(root.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Your message');
    expect(root.querySelector('button[type="submit"]')?.textContent).toBe('Send');
  });

  it('shows what the player sent, then the canned reply', () => {
    vi.useFakeTimers();
    const { root, launcher, input } = mount();
    launcher.click();
    input.value = 'Where is my withdrawal?';
    root.querySelector('form')!.requestSubmit();
    const log = root.querySelector('[role="log"]')!;
    expect(log.textContent).toContain('Where is my withdrawal?');
    expect(input.value).toBe('');
    expect(log.textContent).not.toContain('sandbox chat stand-in');
    vi.advanceTimersByTime(1000);
    expect(log.textContent).toContain('Thanks! This is the sandbox chat stand-in; a real operator would answer here.');
  });

  it('sends nothing for an empty message', () => {
    const { root, launcher } = mount();
    launcher.click();
    const before = root.querySelector('[role="log"]')!.children.length;
    root.querySelector('form')!.requestSubmit();
    expect(root.querySelector('[role="log"]')!.children.length).toBe(before);
  });

  it('closes on Escape and gives focus back to the launcher', () => {
    const { root, launcher, panel, input } = mount();
    launcher.click();
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(panel.hidden).toBe(true);
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(root.activeElement).toBe(launcher);
  });

  it('uses no style attributes or style elements', () => {
    const { root, launcher } = mount();
    launcher.click();
    expect(root.querySelector('style, [style]')).toBeNull();
  });
});
