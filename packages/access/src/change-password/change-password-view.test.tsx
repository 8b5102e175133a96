// @vitest-environment jsdom
import { loadLanguage, startSession } from '@casino-sdk/core/internal';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountElement, recordEvents, unmountAll } from '@casino-sdk/ui/testing';
import { startFixtureRuntime } from '@casino-sdk/core/testing/fixture-runtime';
import type { PlatformFixtureOptions } from '@casino-sdk/core/testing/platform-fixture';
import { addPlayerUpdate, type PlayerUpdateOptions } from './change-password-fixture';
import de from '../../../sandbox/src/seed/translations/de.json';
import '../index';

let recorder: ReturnType<typeof recordEvents> | undefined;
afterEach(async () => {
  recorder?.stop();
  await unmountAll();
});

const RULE = 'At least 8 characters with a lowercase letter, an uppercase letter, a digit and one of @$!%*?&. Use only the letters A–Z and a–z, digits and these symbols.';

async function changePassword(options: PlatformFixtureOptions & PlayerUpdateOptions = {}, attributes: Record<string, string> = {}) {
  const setup = startFixtureRuntime({ ...options, player: { is_crypt: false, ...options.player } });
  const fetch = addPlayerUpdate(setup.runtime, options);
  await startSession(setup.runtime, { token: 't', playerId: 42 });
  recorder = recordEvents();
  const element = mountElement('casino-change-password', attributes);
  const view = within(element);
  return {
    ...setup,
    fetch,
    element,
    view,
    events: recorder.events,
    password: view.getByLabelText(/^New password/) as HTMLInputElement,
    confirmation: view.getByLabelText(/^Confirm password/) as HTMLInputElement,
    submit: view.getByRole('button', { name: 'Save new password' }) as HTMLButtonElement,
  };
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('<casino-change-password>', () => {
  it('explains why and renders labelled new-password fields in the light DOM', async () => {
    const { element, view, password, confirmation, submit } = await changePassword();
    expect(element.shadowRoot).toBeNull();
    expect(view.getByRole('heading', { name: 'Change your password' })).toBeTruthy();
    expect(view.getByText('Your account was moved to us from a previous system. Please choose a new password before you continue.')).toBeTruthy();
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('new-password');
    expect(confirmation.autocomplete).toBe('new-password');
    // The rule is the field's help text, read with it.
    const hint = view.getByText(RULE);
    expect(password.getAttribute('aria-describedby')).toContain(hint.id);
    // The account name for password managers, out of sight.
    const username = element.querySelector<HTMLInputElement>('input[autocomplete="username"]')!;
    expect(username.value).toBe('alexplayer');
    expect(username.hidden).toBe(true);
    expect(submit.disabled).toBe(true);
    expect(view.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(element.querySelector('[part="form"]')).not.toBeNull();
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('shows the rule as an error once the field was left, and live after that', async () => {
    const { view, password } = await changePassword();
    type(password, 'abc');
    expect(password.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(password);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    // The error points at the rule, which stays as the help text; both describe the input.
    const error = view.getByText('This password does not meet the rules above.');
    expect(password.getAttribute('aria-describedby')).toContain(error.closest('p')!.id);
    expect(view.getByText(RULE)).toBeTruthy();
    type(password, 'Abcdefg1!');
    expect(password.getAttribute('aria-invalid')).toBeNull();
  });

  it('says "Password doesn\'t match" from the fifth character of the confirmation', async () => {
    const { view, password, confirmation, submit } = await changePassword();
    type(password, 'Abcdefg1!');
    type(confirmation, 'Abcd');
    expect(view.queryByText("Password doesn't match")).toBeNull();
    type(confirmation, 'Abcdx');
    expect(view.getByText("Password doesn't match")).toBeTruthy();
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);
    type(confirmation, 'Abcdefg1!');
    expect(view.queryByText("Password doesn't match")).toBeNull();
    expect(submit.disabled).toBe(false);
  });

  it('saves, reloads the player and asks to go to the casino', async () => {
    const { runtime, password, confirmation, submit, events, fetch, view } = await changePassword();
    type(password, 'Abcdefg1!');
    type(confirmation, 'Abcdefg1!');
    await act(async () => submit.click());
    await waitFor(() => expect(events.map((event) => event.detail)).toEqual([{ path: '/en/casino' }]));
    expect(fetch.updates).toEqual([{ userId: '4200', body: { password: 'Abcdefg1!', is_crypt: true } }]);
    expect(runtime.store.player.value?.is_crypt).toBe(true);
    expect(view.getByText('Your new password is saved.')).toBeTruthy();
    expect(view.queryByLabelText(/^New password/)).toBeNull();
  });

  it('goes to the redirect attribute when given', async () => {
    const { password, confirmation, submit, events } = await changePassword({}, { redirect: '/en/deposit' });
    type(password, 'Abcdefg1!');
    type(confirmation, 'Abcdefg1!');
    await act(async () => submit.click());
    await waitFor(() => expect(events.at(-1)?.detail).toEqual({ path: '/en/deposit' }));
  });

  it('shows the button busy while the change is pending', async () => {
    const { password, confirmation, submit } = await changePassword({ update: 'hang' });
    type(password, 'Abcdefg1!');
    type(confirmation, 'Abcdefg1!');
    await act(async () => submit.click());
    expect(submit.getAttribute('aria-busy')).toBe('true');
  });

  it("shows the platform's message in an alert and keeps the values", async () => {
    const { view, password, confirmation, submit, events } = await changePassword({
      update: 'fail',
      updateError: { status: 422, message: 'The password may only contain letters, digits and @$!%*?&.' },
    });
    type(password, 'Abcdefg1!');
    type(confirmation, 'Abcdefg1!');
    await act(async () => submit.click());
    await waitFor(() => expect(view.getByRole('alert').textContent).toContain('The password may only contain letters, digits and @$!%*?&.'));
    expect(password.value).toBe('Abcdefg1!');
    expect(confirmation.value).toBe('Abcdefg1!');
    expect(events).toEqual([]);
  });

  it('logs out and asks to go home', async () => {
    const { runtime, view, events } = await changePassword();
    await act(async () => view.getByRole('button', { name: 'Log out' }).click());
    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['casino-logout', 'casino-navigate']));
    expect(events[1]!.detail).toEqual({ path: '/en/' });
    expect(runtime.store.session.value).toBeNull();
  });

  it('speaks German', async () => {
    const { runtime } = startFixtureRuntime({ player: { is_crypt: false }, translations: { de } });
    await loadLanguage(runtime, 'de');
    await startSession(runtime, { token: 't', playerId: 42 });
    const view = within(mountElement('casino-change-password'));
    expect(view.getByRole('heading', { name: 'Ändern Sie Ihr Passwort' })).toBeTruthy();
    const password = view.getByLabelText(/^Neues Passwort/) as HTMLInputElement;
    type(password, 'Abcdefg1!');
    type(view.getByLabelText(/^Passwort bestätigen/) as HTMLInputElement, 'Abcdx');
    expect(view.getByText('Die Passwörter stimmen nicht überein')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Neues Passwort speichern' })).toBeTruthy();
  });
});

describe('<casino-change-password> outside the imported state', () => {
  it('offers the casino to a player who already has a password', async () => {
    const { runtime } = startFixtureRuntime();
    await startSession(runtime, { token: 't', playerId: 42 });
    recorder = recordEvents();
    const view = within(mountElement('casino-change-password'));
    expect(view.getByText('Your account already has a password of its own. You can change it in your account settings.')).toBeTruthy();
    act(() => view.getByRole('button', { name: 'Continue to the casino' }).click());
    expect(recorder.events.at(-1)?.detail).toEqual({ path: '/en/casino' });
  });

  it('asks a visitor to log in', () => {
    startFixtureRuntime();
    recorder = recordEvents();
    const view = within(mountElement('casino-change-password'));
    expect(view.getByText('Log in to change your password.')).toBeTruthy();
    act(() => view.getByRole('button', { name: 'Log in' }).click());
    expect(recorder.events.at(-1)?.detail).toEqual({ path: '/en/login' });
  });
});
