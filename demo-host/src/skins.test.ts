// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applySkin } from './skins';

describe('applying a skin', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.head.replaceChildren();
    localStorage.clear();
  });

  function frame() {
    const icon = Object.assign(document.createElement('link'), { rel: 'icon', href: '/favicon.svg' });
    document.head.append(icon);
    const header = document.createElement('casino-header');
    const footer = document.createElement('casino-footer');
    document.body.append(header, footer);
    return { icon, header, footer };
  }

  it("gives Harbour its logo and a midnight header and footer whatever the page's theme", () => {
    const { header, footer, icon } = frame();
    applySkin('harbour');
    expect(document.documentElement.dataset.skin).toBe('harbour');
    expect(header.getAttribute('logo-src')).toBe('/skins/harbour-logo.svg');
    expect(header.getAttribute('data-casino-theme')).toBe('dark');
    expect(footer.getAttribute('data-casino-theme')).toBe('dark');
    expect(icon.getAttribute('href')).toBe('/favicon.svg');
  });

  it("lets Nova's header and footer follow the page's theme again", () => {
    const { header, footer, icon } = frame();
    applySkin('harbour');
    applySkin('nova');
    expect(header.getAttribute('logo-src')).toBe('/skins/nova-logo.svg');
    expect(header.hasAttribute('data-casino-theme')).toBe(false);
    expect(footer.hasAttribute('data-casino-theme')).toBe(false);
    expect(icon.getAttribute('href')).toBe('/skins/nova-logo.svg');
    expect(localStorage.getItem('demo-host.skin')).toBe('nova');
  });
});
