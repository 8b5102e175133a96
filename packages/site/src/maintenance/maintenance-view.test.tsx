// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { act, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountElement, recordEvents, unmountAll } from '@casino-sdk/ui/testing';
import de from '../../../sandbox/src/seed/translations/de.json';
import { createMaintenanceFixture } from './maintenance-fixture';
import { MAINTENANCE_CHECK_MS } from './maintenance-model';
import '../index';

let recorder: ReturnType<typeof recordEvents> | undefined;
afterEach(async () => {
  recorder?.stop();
  await unmountAll();
  vi.useRealTimers();
});

async function maintenance(inMaintenance = true, attributes: Record<string, string> = {}) {
  CasinoSDK.destroy();
  const fetch = createMaintenanceFixture(inMaintenance, { translations: { de } });
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch, maintenancePollMs: 3_600_000 });
  await CasinoSDK.ready();
  vi.useFakeTimers();
  recorder = recordEvents();
  const element = mountElement('casino-maintenance', attributes);
  const root = element.shadowRoot!;
  return { runtime, fetch, element, root, view: within(root as unknown as HTMLElement), events: recorder.events };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('<casino-maintenance>', () => {
  it("shows a heading, the spec's message, a decorative illustration and the reload note", async () => {
    const { view, root } = await maintenance();
    expect(view.getByRole('heading', { level: 1, name: "We'll be back soon" })).toBeTruthy();
    expect(view.getByText("We're under maintenance. Please, try and come back later")).toBeTruthy();
    expect(view.getByText('This page will reload by itself as soon as we are back.')).toBeTruthy();
    const illustration = root.querySelector('[part="illustration"]')!;
    expect(illustration.tagName.toLowerCase()).toBe('svg');
    expect(illustration.getAttribute('aria-hidden')).toBe('true');
    expect(view.queryByRole('img')).toBeNull();
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('takes its heading level from heading-level', async () => {
    const { view, element } = await maintenance(true, { 'heading-level': '2' });
    expect(view.getByRole('heading', { level: 2, name: "We'll be back soon" })).toBeTruthy();
    act(() => element.setAttribute('heading-level', '9'));
    expect(view.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('asks every 10 s and goes to / once maintenance is over', async () => {
    const { fetch, events } = await maintenance();
    const before = fetch.checks();
    await advance(MAINTENANCE_CHECK_MS);
    expect(fetch.checks()).toBe(before + 1);
    expect(events).toHaveLength(0);

    fetch.setInMaintenance(false);
    await advance(MAINTENANCE_CHECK_MS);
    expect(events.map((event) => [event.type, event.detail])).toEqual([['casino-navigate', { path: '/' }]]);
    await advance(MAINTENANCE_CHECK_MS * 2);
    expect(events).toHaveLength(1);
  });

  it("goes to / as soon as the store's flag turns off", async () => {
    const { runtime, events } = await maintenance();
    act(() => {
      runtime.store.maintenance.value = false;
    });
    expect(events.at(-1)?.detail).toEqual({ path: '/' });
  });

  it('stops asking once removed from the page', async () => {
    const { fetch, element } = await maintenance();
    act(() => element.remove());
    await act(async () => {
      await Promise.resolve();
    });
    const before = fetch.checks();
    await advance(MAINTENANCE_CHECK_MS * 3);
    expect(fetch.checks()).toBe(before);
  });

  it('speaks German when the page does', async () => {
    const { view } = await maintenance();
    await act(async () => {
      CasinoSDK.update({ language: 'de' });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(view.getByRole('heading', { level: 1, name: 'Wir sind bald zurück' })).toBeTruthy();
    expect(view.getByText('Wir führen gerade Wartungsarbeiten durch. Bitte versuchen Sie es später noch einmal.')).toBeTruthy();
  });
});
