// @vitest-environment jsdom
import { ADMIN_KEYS_KEY, ADMIN_TOKEN_KEY } from '@casino-sdk/core/internal';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountElement, unmountAll } from '@casino-sdk/ui/testing';
import { enterAdminMode, reloadPage, startAdminRuntime, stopAdminRecording } from './admin-test-helpers';
import '../index';
// Another family's element, to see the keys across the page.
import '@casino-sdk/access/elements/casino-login';

afterEach(async () => {
  stopAdminRecording();
  await unmountAll();
});

function bar() {
  const element = mountElement('casino-admin-bar');
  const root = element.shadowRoot!;
  const view = within(root as unknown as HTMLElement);
  return { element, root, view };
}

/**
 * jsdom caches computed styles and clears the cache on child-list changes only, not on attribute
 * changes: a `<dialog>` that just got its `open` attribute still counts as `display: none` for
 * role queries. Any child-list change in the document clears the cache.
 */
function refreshStyles() {
  document.body.append(document.createComment(''));
  document.body.lastChild?.remove();
}

/** The open confirmation: 'Are you sure you want to exit Admin Mode?' with Exit and Cancel. */
/** The exit confirmation, once its code has loaded (a LazyDialog). */
async function confirmation(view: ReturnType<typeof within>) {
  const dialog = (await view.findByRole('dialog', { name: 'Exit admin mode' })) as HTMLDialogElement;
  refreshStyles();
  expect(dialog.open).toBe(true);
  const inside = within(dialog);
  return {
    dialog,
    question: () => inside.getByText('Are you sure you want to exit Admin Mode?'),
    button: (name: string) => inside.getByRole('button', { name }),
  };
}

async function adminBar() {
  const setup = await startAdminRuntime();
  await enterAdminMode(setup.runtime);
  return { ...setup, ...bar() };
}

describe('<casino-admin-bar>', () => {
  it('renders nothing outside admin mode', async () => {
    await startAdminRuntime();
    const { root, view } = bar();
    expect(view.queryByRole('region')).toBeNull();
    expect(root.textContent).toBe('');
  });

  it("shows the admin's name, the keys switch and the exit button in a labelled region", async () => {
    const { view, root } = await adminBar();
    const region = view.getByRole('region', { name: 'Admin mode' });
    expect(within(region).getByText('Admin mode — operator-admin')).toBeTruthy();
    const toggle = within(region).getByRole('switch', { name: 'Show text keys' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(within(region).getByRole('button', { name: 'Exit admin mode' })).toBeTruthy();
    expect(root.querySelector('[part="keys-switch"]')).toBe(toggle);
  });

  it('appears as soon as admin mode opens and goes when it ends', async () => {
    const { runtime } = await startAdminRuntime();
    const { view } = bar();
    expect(view.queryByRole('region')).toBeNull();
    await enterAdminMode(runtime);
    expect(view.getByRole('region', { name: 'Admin mode' })).toBeTruthy();
    act(() => {
      runtime.store.admin.value = null;
    });
    expect(view.queryByRole('region')).toBeNull();
  });

  it('shows text keys across the page, while its own labels stay readable', async () => {
    const { view, runtime } = await adminBar();
    const login = mountElement('casino-login');
    expect(within(login).getByRole('heading', { name: 'Log in' })).toBeTruthy();

    act(() => view.getByRole('switch', { name: 'Show text keys' }).click());
    expect(runtime.store.showTextKeys.value).toBe(true);
    expect(sessionStorage.getItem(ADMIN_KEYS_KEY)).toBe('1');
    // Other elements now show their keys...
    expect(within(login).getByRole('heading', { name: 'login.title' })).toBeTruthy();
    // ...but the bar can still be read and used.
    expect((view.getByRole('switch', { name: 'Show text keys' }) as HTMLInputElement).checked).toBe(true);
    expect(view.getByText('Admin mode — operator-admin')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Exit admin mode' })).toBeTruthy();

    act(() => view.getByRole('switch', { name: 'Show text keys' }).click());
    expect(within(login).getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('asks before exiting; Cancel and Escape keep admin mode', async () => {
    const { view, runtime } = await adminBar();
    const exit = view.getByRole('button', { name: 'Exit admin mode' });
    act(() => exit.click());
    const { dialog, question, button } = await confirmation(view);
    expect(question()).toBeTruthy();
    expect(runtime.store.openDialogs.value).toBe(1);

    act(() => button('Cancel').click());
    expect(dialog.open).toBe(false);
    expect(runtime.store.openDialogs.value).toBe(0);
    expect(runtime.store.admin.value).not.toBeNull();

    act(() => exit.click());
    act(() => {
      fireEvent(dialog, new Event('cancel', { cancelable: true }));
    });
    expect(dialog.open).toBe(false);
    expect(runtime.store.admin.value).not.toBeNull();
  });

  it('exits on confirm: token revoked and forgotten, keys off, then asks to go to /', async () => {
    const { view, runtime, events, fetch } = await adminBar();
    act(() => view.getByRole('switch', { name: 'Show text keys' }).click());
    act(() => view.getByRole('button', { name: 'Exit admin mode' }).click());
    const { button } = await confirmation(view);
    await act(async () => button('Exit').click());

    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['casino-admin-logout', 'casino-navigate']));
    expect(events[1]!.detail).toEqual({ path: '/' });
    expect(runtime.store.admin.value).toBeNull();
    expect(runtime.store.showTextKeys.value).toBe(false);
    expect(runtime.store.openDialogs.value).toBe(0);
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(fetch.adminCalls.at(-1)).toMatchObject({ method: 'DELETE', path: 'auth/admin/logout', adminToken: 'fixture-admin-token-1' });
    expect(view.queryByRole('region')).toBeNull();
  });

  it('comes back after a reload in the same tab, keys switch included', async () => {
    const { runtime, fetch } = await startAdminRuntime();
    await enterAdminMode(runtime);
    await reloadPage(fetch, { keys: true });
    const { view } = bar();
    expect(view.getByText('Admin mode — operator-admin')).toBeTruthy();
    expect((view.getByRole('switch', { name: 'Show text keys' }) as HTMLInputElement).checked).toBe(true);
  });
});
