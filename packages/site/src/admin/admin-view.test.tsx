// @vitest-environment jsdom
import { ADMIN_TOKEN_KEY } from '@casino-sdk/core/internal';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountElement, unmountAll } from '@casino-sdk/ui/testing';
import { FIXTURE_ADMIN } from './admin-fixture';
import { enterAdminMode, reloadPage, startAdminRuntime, stopAdminRecording } from './admin-test-helpers';
import '../index';

afterEach(async () => {
  stopAdminRecording();
  await unmountAll();
});

function accessPage(attributes: Record<string, string> = {}) {
  const element = mountElement('casino-admin', attributes);
  const view = within(element);
  return {
    element,
    view,
    username: () => view.getByLabelText(/^Username/) as HTMLInputElement,
    password: () => view.getByLabelText(/^Password/) as HTMLInputElement,
    submit: () => view.getByRole('button', { name: 'Enter admin mode' }),
  };
}

async function typeAndSubmit(page: ReturnType<typeof accessPage>, username: string, password: string) {
  fireEvent.change(page.username(), { target: { value: username } });
  fireEvent.change(page.password(), { target: { value: password } });
  await act(async () => page.submit().click());
}

describe('<casino-admin>', () => {
  it('renders the access form in the light DOM with autocomplete hints', async () => {
    await startAdminRuntime();
    const page = accessPage();
    expect(page.element.shadowRoot).toBeNull();
    expect(page.view.getByRole('heading', { level: 1, name: 'Admin access' })).toBeTruthy();
    expect(page.view.getByRole('form', { name: 'Admin access' })).toBeTruthy();
    expect(page.username().autocomplete).toBe('username');
    expect(page.password().autocomplete).toBe('current-password');
    expect(page.password().type).toBe('password');
    expect(page.element.querySelector('[part="submit"]')).not.toBeNull();
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('asks for both fields without calling the platform', async () => {
    const { fetch } = await startAdminRuntime();
    const page = accessPage();
    await act(async () => page.submit().click());
    expect(page.view.getByText('Enter the admin username.')).toBeTruthy();
    expect(page.view.getByText('Enter the admin password.')).toBeTruthy();
    expect(page.username().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(page.username());
    expect(fetch.adminCalls).toHaveLength(0);
  });

  it("shows 'Incorrect credentials' in an alert, keeps the username, clears and focuses the password", async () => {
    await startAdminRuntime();
    const page = accessPage();
    await typeAndSubmit(page, 'operator-admin', 'guess');
    await waitFor(() => expect(page.view.getByRole('alert').textContent).toBe('Incorrect credentials'));
    expect(page.view.getByText('Incorrect credentials')).toBeTruthy();
    expect(page.username().value).toBe('operator-admin');
    expect(page.password().value).toBe('');
    expect(document.activeElement).toBe(page.password());
  });

  it('says how many minutes to wait after too many failures', async () => {
    await startAdminRuntime({ login: 'throttled', retryAfterSeconds: 240 });
    const page = accessPage();
    await typeAndSubmit(page, 'operator-admin', 'guess');
    await waitFor(() => expect(page.view.getByRole('alert').textContent).toContain('Too many failed attempts. Try again in 4 minutes.'));
  });

  it('shows the network error and keeps both fields', async () => {
    await startAdminRuntime({ login: 'offline' });
    const page = accessPage();
    await typeAndSubmit(page, 'operator-admin', FIXTURE_ADMIN.password);
    await waitFor(() => expect(page.view.getByRole('alert').textContent).toContain('We could not reach the server.'));
    expect(page.password().value).toBe(FIXTURE_ADMIN.password);
  });

  it('shows the button as loading while the platform checks', async () => {
    await startAdminRuntime({ login: 'hang' });
    const page = accessPage();
    await typeAndSubmit(page, 'operator-admin', FIXTURE_ADMIN.password);
    expect(page.submit().getAttribute('aria-busy')).toBe('true');
  });

  it('opens admin mode and asks to go to / — only the token is stored', async () => {
    const { runtime, events } = await startAdminRuntime();
    const page = accessPage();
    await typeAndSubmit(page, 'operator-admin', FIXTURE_ADMIN.password);
    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['casino-admin-login', 'casino-navigate']));
    expect(events[0]!.detail).toEqual({ username: 'operator-admin' });
    expect(events[1]!.detail).toEqual({ path: '/' });
    expect(runtime.store.admin.value).toEqual({ username: 'operator-admin' });
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('fixture-admin-token-1');
    const stored = Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key) ?? '');
    expect(stored.some((value) => value.includes(FIXTURE_ADMIN.password))).toBe(false);
    // The host kept the page: it now says who is in admin mode.
    expect(page.view.getByText('You are in admin mode as operator-admin.')).toBeTruthy();
  });

  it('goes to the redirect attribute and honours heading-level', async () => {
    const { events } = await startAdminRuntime();
    const page = accessPage({ redirect: '/en/casino', 'heading-level': '2' });
    expect(page.view.getByRole('heading', { level: 2, name: 'Admin access' })).toBeTruthy();
    await typeAndSubmit(page, 'operator-admin', FIXTURE_ADMIN.password);
    await waitFor(() => expect(events.at(-1)?.detail).toEqual({ path: '/en/casino' }));
  });
});

describe('<casino-admin> in admin mode', () => {
  it('says who is in admin mode and exits after the confirmation', async () => {
    const { runtime, events, fetch } = await startAdminRuntime();
    await enterAdminMode(runtime);
    const page = accessPage();
    expect(page.view.getByText('You are in admin mode as operator-admin.')).toBeTruthy();
    expect(page.view.queryByLabelText(/^Username/)).toBeNull();

    act(() => page.view.getByRole('button', { name: 'Exit admin mode' }).click());
    const dialog = await page.view.findByRole('dialog', { name: 'Exit admin mode' });
    expect(within(dialog).getByText('Are you sure you want to exit Admin Mode?')).toBeTruthy();
    await act(async () => within(dialog).getByRole('button', { name: 'Exit' }).click());

    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['casino-admin-logout', 'casino-navigate']));
    expect(events[1]!.detail).toEqual({ path: '/' });
    expect(runtime.store.admin.value).toBeNull();
    expect(fetch.adminCalls.at(-1)).toMatchObject({ method: 'DELETE', path: 'auth/admin/logout' });
    expect(page.view.getByRole('button', { name: 'Enter admin mode' })).toBeTruthy();
  });

  it('is restored from the token saved in the tab', async () => {
    // A token issued by this fixture platform, saved before the "reload".
    const first = await startAdminRuntime();
    await enterAdminMode(first.runtime);
    const runtime = await reloadPage(first.fetch, { keys: true });
    expect(runtime.store.admin.value).toEqual({ username: 'operator-admin' });
    expect(runtime.store.showTextKeys.value).toBe(true);
    const page = accessPage();
    // The admin tools stay readable with the keys shown.
    expect(page.view.getByText('You are in admin mode as operator-admin.')).toBeTruthy();
  });
});
