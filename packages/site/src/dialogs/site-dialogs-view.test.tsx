// @vitest-environment jsdom
import { CasinoSDK, logout, type Message, type Runtime } from '@casino-sdk/core';
import { startSession } from '@casino-sdk/core/internal';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountElement, recordEvents, unmountAll } from '@casino-sdk/ui/testing';
import { createDialogsFixture, type DialogsFixtureOptions } from './dialogs-fixture';
import '../index';

let recorder: ReturnType<typeof recordEvents> | undefined;
afterEach(async () => {
  vi.useRealTimers();
  recorder?.stop();
  await unmountAll();
});

const notAccepted = { marketing: { terms_and_conditions: false, newsletter: false } };

async function dialogs(options: DialogsFixtureOptions & { signedIn?: boolean } = {}) {
  CasinoSDK.destroy();
  sessionStorage.clear();
  const fetch = createDialogsFixture(options);
  const runtime: Runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  recorder = recordEvents();
  const element = mountElement('casino-site-dialogs');
  if (options.signedIn !== false) {
    await act(async () => {
      await startSession(runtime, { token: 't', playerId: 42 });
    });
  }
  const root = element.shadowRoot!;
  const view = within(root as unknown as HTMLElement);
  return { runtime, fetch, element, root, view, events: recorder.events };
}

const dialogIn = (root: ShadowRoot) => root.querySelector('dialog');

function show(runtime: Runtime, message: Message) {
  act(() => {
    runtime.store.message.value = message;
  });
}

describe('<casino-site-dialogs>', () => {
  it('renders nothing while no dialog is due', async () => {
    const { root, runtime } = await dialogs();
    expect(dialogIn(root)).toBeNull();
    expect(runtime.store.openDialogs.value).toBe(0);
  });
});

describe('terms dialog', () => {
  it('blocks a player who has not accepted the terms: no close button, Escape does nothing', async () => {
    const { root, view, runtime } = await dialogs({ player: notAccepted });
    const dialog = view.getByRole('dialog', { name: 'Terms and conditions' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(view.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(view.getByText(/Our terms and conditions have changed/)).toBeTruthy();
    expect(runtime.store.openDialogs.value).toBe(1);

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialogIn(root)?.open).toBe(true);
    expect(view.getByRole('button', { name: 'Yes, I accept' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'No' })).toBeTruthy();
  });

  it('links to the terms page, which takes the dialog away', async () => {
    const { root, view, runtime, events } = await dialogs({ player: notAccepted });
    const link = view.getByRole('link', { name: 'Read the terms and conditions' });
    expect(link.getAttribute('href')).toBe('/en/terms-and-conditions');
    act(() => link.click());
    expect(events.map((event) => event.detail)).toEqual([{ path: '/en/terms-and-conditions' }]);
    // The host shows the terms page (CasinoSDK.navigated sets the route).
    act(() => CasinoSDK.navigated('/en/terms-and-conditions'));
    expect(dialogIn(root)).toBeNull();
    expect(runtime.store.openDialogs.value).toBe(0);
  });

  it('shows an alert when the acceptance cannot be saved', async () => {
    const { view } = await dialogs({ player: notAccepted, acceptTerms: 'fail' });
    const accept = view.getByRole('button', { name: 'Yes, I accept' });
    await act(async () => accept.click());
    await waitFor(() => expect(view.getByRole('alert').textContent).toBe('The terms could not be saved.'));
    expect(accept.getAttribute('aria-busy')).toBeNull();
  });

  it('is busy while the acceptance is on its way', async () => {
    const { view } = await dialogs({ player: notAccepted, acceptTerms: 'hang' });
    const accept = view.getByRole('button', { name: 'Yes, I accept' });
    await act(async () => accept.click());
    expect(accept.getAttribute('aria-busy')).toBe('true');
  });

  it('logs out a player who answers No and asks to go home', async () => {
    const { root, view, runtime, events } = await dialogs({ player: notAccepted });
    await act(async () => view.getByRole('button', { name: 'No' }).click());
    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['casino-logout', 'casino-navigate']));
    expect(events[1]!.detail).toEqual({ path: '/' });
    expect(runtime.store.session.value).toBeNull();
    expect(dialogIn(root)).toBeNull();
  });
});

describe('inactivity warning', () => {
  it('counts down each second, says it to screen readers at the start and at 10 s, and stays signed in', async () => {
    const { root, view, runtime } = await dialogs();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    act(() => {
      runtime.store.inactivityLogoutAt.value = Date.now() + 120_000;
    });
    const dialog = view.getByRole('dialog', { name: 'Are you still there?' });
    const visible = root.querySelector('[part="countdown"]')!;
    const live = root.querySelector('[aria-live="polite"]')!;
    expect(visible.textContent).toBe('For your security you will be logged out in 120 seconds.');
    expect(visible.getAttribute('aria-hidden')).toBe('true');
    expect(live.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1_000));
    expect(visible.textContent).toBe('For your security you will be logged out in 119 seconds.');
    expect(live.textContent).toBe('For your security you will be logged out in 120 seconds.');
    act(() => vi.advanceTimersByTime(100_000));
    expect(visible.textContent).toBe('For your security you will be logged out in 19 seconds.');
    expect(live.textContent).toBe('For your security you will be logged out in 120 seconds.');
    act(() => vi.advanceTimersByTime(9_000));
    expect(live.textContent).toBe('For your security you will be logged out in 10 seconds.');
    act(() => vi.advanceTimersByTime(9_000));
    expect(visible.textContent).toBe('For your security you will be logged out in 1 second.');
    expect(live.textContent).toBe('For your security you will be logged out in 10 seconds.');

    act(() => within(dialog).getByRole('button', { name: 'Stay signed in' }).click());
    expect(runtime.store.inactivityLogoutAt.value).toBeNull();
    expect(dialogIn(root)).toBeNull();
  });

  it('stays signed in on Escape too', async () => {
    const { root, view, runtime } = await dialogs();
    act(() => {
      runtime.store.inactivityLogoutAt.value = Date.now() + 60_000;
    });
    fireEvent(view.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(runtime.store.inactivityLogoutAt.value).toBeNull();
    expect(dialogIn(root)).toBeNull();
  });

  it('comes before the terms and a message, which follow once it is answered', async () => {
    const { view, runtime } = await dialogs({ player: notAccepted });
    show(runtime, { id: 3, type: 'firstLogin', subject: 'Welcome!', body: 'Hello' });
    act(() => {
      runtime.store.inactivityLogoutAt.value = Date.now() + 60_000;
    });
    expect(view.getAllByRole('dialog')).toHaveLength(1);
    expect(view.getByRole('dialog', { name: 'Are you still there?' })).toBeTruthy();
    act(() => view.getByRole('button', { name: 'Stay signed in' }).click());
    expect(view.getByRole('dialog', { name: 'Terms and conditions' })).toBeTruthy();
  });

  it('says why the player was signed out after an inactivity logout', async () => {
    const { view, root, runtime } = await dialogs();
    await act(async () => {
      await logout(runtime, 'inactive');
    });
    expect(view.getByRole('dialog', { name: 'Signed out' })).toBeTruthy();
    expect(view.getByText('You were logged out after 30 minutes without activity.')).toBeTruthy();
    act(() => view.getByRole('button', { name: 'OK' }).click());
    expect(dialogIn(root)).toBeNull();
  });

  it('says nothing after a logout the player chose', async () => {
    const { root, runtime } = await dialogs();
    await act(async () => {
      await logout(runtime);
    });
    expect(dialogIn(root)).toBeNull();
  });
});

describe('message dialogs', () => {
  const messages: Message[] = [
    { id: 1, type: 'realityCheck', subject: 'Reality check', body: 'You have been playing for 60 minutes.', duration: 30 },
    { id: 2, type: 'firstLogin', subject: 'Welcome to the casino!', body: 'Line one\nLine two' },
    { id: 3, type: 'campaignReached', subject: 'Bonus unlocked', body: 'You reached the campaign target.' },
    { id: 4, type: 'bonus-bet-limit', subject: 'Bet too high', body: 'Your bet exceeds the bonus limit.' },
    { id: 5, type: 'bonus-min-balance-limit', subject: 'Balance too low', body: 'Your balance is below the bonus minimum.' },
    { id: 6, type: 'daily-bet-limit', subject: 'Daily bet limit', body: 'You reached your daily bet limit.' },
    { id: 7, type: 'daily-bet-loss', subject: 'Daily loss limit', body: 'You reached your daily loss limit.' },
    { id: 8, type: 'news', subject: '', body: '<b>Not bold</b>', image: 'javascript:alert(1)' },
  ];
  const buttons = (dialog: HTMLElement) => within(dialog).getAllByRole('button').map((button) => button.textContent);
  const markedRead = (fetch: { calls: { path: string }[] }, id: number) => fetch.calls.some((call) => call.path === `/v1/me/messages/${id}`);

  it.each([
    [2, ['Make a deposit', 'Close'], 'Make a deposit', '/en/deposit'],
    [3, ['See my bonus', 'Close'], 'See my bonus', '/en/dashboard/myBonus'],
    [4, ['OK', 'Bonus terms'], 'Bonus terms', '/en/terms-and-conditions'],
    [5, ['OK', 'Bonus terms'], 'Bonus terms', '/en/terms-and-conditions'],
    [6, ['OK', 'Manage limits'], 'Manage limits', '/en/dashboard/limits'],
    [7, ['OK', 'Manage limits'], 'Manage limits', '/en/dashboard/limits'],
    [1, ['Continue playing', 'View account history', 'Log out'], 'View account history', '/en/dashboard/transactions'],
  ])('message %i: buttons %j, follow-up to %s', async (id, expected, press, path) => {
    const message = messages.find((item) => item.id === id)!;
    const { root, view, runtime, fetch, events } = await dialogs({ messages });
    show(runtime, message);
    const dialog = view.getByRole('dialog', { name: message.subject });
    // The × close button comes first, then the type's own buttons.
    expect(buttons(dialog)).toEqual(['×', ...expected]);
    expect(within(dialog).getByText(message.body.split('\n')[0]!, { exact: false })).toBeTruthy();
    expect(runtime.store.openDialogs.value).toBe(1);

    act(() => within(dialog).getByRole('button', { name: press }).click());
    expect(events.map((event) => event.detail)).toEqual([{ path }]);
    expect(dialogIn(root)).toBeNull();
    expect(runtime.store.message.value).toBeNull();
    expect(runtime.store.openDialogs.value).toBe(0);
    await waitFor(() => expect(markedRead(fetch, id)).toBe(true));
  });

  it('closes without going anywhere on Close, OK, Escape', async () => {
    const { root, view, runtime, fetch, events } = await dialogs({ messages });
    show(runtime, messages[1]!);
    act(() => within(view.getByRole('dialog')).getAllByRole('button', { name: 'Close' }).at(-1)!.click());
    expect(dialogIn(root)).toBeNull();

    show(runtime, messages[5]!);
    fireEvent(view.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(dialogIn(root)).toBeNull();
    expect(events).toEqual([]);
    await waitFor(() => expect(markedRead(fetch, 2) && markedRead(fetch, 6)).toBe(true));
  });

  it('shows an unknown type as a plain message, the body as text, and no unsafe image', async () => {
    const { root, view, runtime } = await dialogs({ messages });
    show(runtime, messages[7]!);
    const dialog = view.getByRole('dialog', { name: 'Message' });
    expect(buttons(dialog)).toEqual(['×', 'Close']);
    expect(root.querySelector('[part="message-body"]')!.textContent).toBe('<b>Not bold</b>');
    expect(root.querySelector('b')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
  });

  it('shows a safe image as decoration', async () => {
    const { root, runtime } = await dialogs({ messages });
    show(runtime, { ...messages[2]!, image: 'https://cdn.example/bonus.png' });
    const image = root.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://cdn.example/bonus.png');
    expect(image.getAttribute('alt')).toBe('');
  });

  it('counts the reality check down from its duration and closes as "continue" at 0', async () => {
    const { root, runtime, fetch, events } = await dialogs({ messages });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    show(runtime, messages[0]!);
    const visible = root.querySelector('[part="countdown"]')!;
    const live = root.querySelector('[aria-live="polite"]')!;
    expect(visible.textContent).toBe('Closes in 30 s');
    act(() => vi.advanceTimersByTime(1_000));
    expect(visible.textContent).toBe('Closes in 29 s');
    expect(live.textContent).toBe('Closes in 30 s');
    act(() => vi.advanceTimersByTime(19_000));
    expect(live.textContent).toBe('Closes in 10 s');
    act(() => vi.advanceTimersByTime(10_000));
    expect(dialogIn(root)).toBeNull();
    expect(events).toEqual([]);
    vi.useRealTimers();
    await waitFor(() => expect(markedRead(fetch, 1)).toBe(true));
  });

  it('counts 60 s when the reality check has no duration', async () => {
    const { root, runtime } = await dialogs({ messages });
    show(runtime, { ...messages[0]!, duration: null });
    expect(root.querySelector('[part="countdown"]')!.textContent).toBe('Closes in 60 s');
  });

  it('waits with a message while the terms are not accepted', async () => {
    const { view, runtime } = await dialogs({ player: notAccepted, messages });
    show(runtime, messages[1]!);
    expect(view.getByRole('dialog', { name: 'Terms and conditions' })).toBeTruthy();
    expect(view.queryByRole('dialog', { name: messages[1]!.subject })).toBeNull();
  });
});
