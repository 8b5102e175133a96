// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emit, navigate, navigateBack } from './emit';
import { linkClick } from './link';

// A document of their own, so a listener another test file left on the page cannot answer.
let document: Document;
beforeEach(() => {
  document = globalThis.document.implementation.createHTMLDocument();
});

function hostInShadow() {
  const outer = document.createElement('div');
  document.body.append(outer);
  const root = outer.attachShadow({ mode: 'open' });
  const inner = document.createElement('span');
  root.append(inner);
  return { outer, inner };
}

describe('emit', () => {
  it('bubbles out of shadow roots with a typed detail', () => {
    const { outer, inner } = hostInShadow();
    const seen = vi.fn<(event: CustomEvent<{ playerId: number }>) => void>();
    document.addEventListener('casino-login', seen);
    try {
      expect(emit(inner, 'casino-login', { playerId: 7 })).toBe(true);
    } finally {
      document.removeEventListener('casino-login', seen);
    }
    expect(seen).toHaveBeenCalledTimes(1);
    const event = seen.mock.calls[0]![0];
    expect(event.detail).toEqual({ playerId: 7 });
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.cancelable).toBe(false);
    // Retargeted to the shadow host outside the shadow root.
    expect(event.target).toBe(outer);
  });
});

describe('navigateBack', () => {
  it('asks the host to go back to the path, and goes back itself when nobody takes the request', () => {
    const { inner } = hostInShadow();
    const history = { back: vi.fn() };
    const seen = vi.fn((event: Event) => (event as CustomEvent).detail as unknown);
    document.addEventListener('casino-navigate', seen);
    try {
      navigateBack(inner, '/en/crash-games?q=rocket', history);
    } finally {
      document.removeEventListener('casino-navigate', seen);
    }
    expect(seen).toHaveReturnedWith({ path: '/en/crash-games?q=rocket', back: true });
    expect(history.back).toHaveBeenCalledTimes(1);

    const taken = (event: Event) => event.preventDefault();
    document.addEventListener('casino-navigate', taken);
    try {
      navigateBack(inner, '/en/casino', history);
    } finally {
      document.removeEventListener('casino-navigate', taken);
    }
    expect(history.back).toHaveBeenCalledTimes(1);
  });
});

describe('navigate', () => {
  it('falls back to location.assign when nobody takes the request', () => {
    const { inner } = hostInShadow();
    const location = { assign: vi.fn() };
    const seen = vi.fn();
    document.addEventListener('casino-navigate', seen);
    try {
      navigate(inner, '/en/casino', location);
    } finally {
      document.removeEventListener('casino-navigate', seen);
    }
    expect(seen).toHaveBeenCalledTimes(1);
    expect((seen.mock.calls[0]![0] as CustomEvent).cancelable).toBe(true);
    expect(location.assign).toHaveBeenCalledWith('/en/casino');
  });

  it('asks nothing from an element the page already removed', () => {
    const detached = document.createElement('casino-login');
    const location = { assign: vi.fn() };
    navigate(detached, '/en/casino', location);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('leaves the page alone when the host router cancels the event', () => {
    const { inner } = hostInShadow();
    const location = { assign: vi.fn() };
    const router = vi.fn((event: CustomEvent<{ path: string }>) => event.preventDefault());
    document.addEventListener('casino-navigate', router);
    try {
      navigate(inner, '/en/promotion', location);
    } finally {
      document.removeEventListener('casino-navigate', router);
    }
    expect(router.mock.calls[0]![0].detail).toEqual({ path: '/en/promotion' });
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('uses the global location by default', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    try {
      navigate(document.body, '/en/');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(assign).toHaveBeenCalledWith('/en/');
  });
});

describe('linkClick', () => {
  it('turns a plain click into a navigate request and leaves modified clicks to the browser', () => {
    const router = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('casino-navigate', router);
    try {
      const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, preventDefault: vi.fn() };
      linkClick(document.body, '/en/casino')(plain);
      expect(plain.preventDefault).toHaveBeenCalled();
      expect(router).toHaveBeenCalledTimes(1);

      const newTab = { ...plain, ctrlKey: true, preventDefault: vi.fn() };
      linkClick(document.body, '/en/casino')(newTab);
      expect(newTab.preventDefault).not.toHaveBeenCalled();
      expect(router).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('casino-navigate', router);
    }
  });
});
