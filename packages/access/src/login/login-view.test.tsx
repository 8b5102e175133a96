// @vitest-environment jsdom
import { startSession } from '@casino-sdk/core/internal';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountElement, recordEvents, unmountAll } from '@casino-sdk/ui/testing';
import { startFixtureRuntime } from '@casino-sdk/core/testing/fixture-runtime';
import '../index';

let recorder: ReturnType<typeof recordEvents> | undefined;
afterEach(async () => {
  recorder?.stop();
  await unmountAll();
});

function loginForm(options: Parameters<typeof startFixtureRuntime>[0] = {}, attributes: Record<string, string> = {}) {
  const setup = startFixtureRuntime(options);
  recorder = recordEvents();
  const element = mountElement('casino-login', attributes);
  const view = within(element);
  return {
    ...setup,
    element,
    view,
    events: recorder.events,
    username: view.getByLabelText(/Username/) as HTMLInputElement,
    password: view.getByLabelText(/^Password/) as HTMLInputElement,
    submit: view.getByRole('button', { name: 'Log in' }),
  };
}

describe('<casino-login>', () => {
  it('renders labelled fields with autocomplete hints in the light DOM', () => {
    const { element, username, password, view } = loginForm();
    expect(element.shadowRoot).toBeNull();
    expect(username.autocomplete).toBe('username');
    expect(password.autocomplete).toBe('current-password');
    expect(password.type).toBe('password');
    expect(view.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/en/recovery-password');
    expect(view.getByRole('button', { name: 'Register now' })).toBeTruthy();
    expect(element.querySelector('[part="form"]')).not.toBeNull();
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('shows required-field messages without calling the platform', async () => {
    const { username, password, submit, view, fetch } = loginForm();
    await act(async () => submit.click());
    expect(view.getByText('Enter your username.')).toBeTruthy();
    expect(view.getByText('Enter your password.')).toBeTruthy();
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    expect(fetch.calls.some((call) => call.path === '/v1/auth/login')).toBe(false);

    fireEvent.change(username, { target: { value: 'alex' } });
    expect(view.queryByText('Enter your username.')).toBeNull();
  });

  it("shows the platform's 429 as the Attention dialog with links to recovery and support", async () => {
    const { username, password, submit, element, events } = loginForm({
      login: 'fail',
      loginError: { status: 429, code: 'too_many_attempts', message: 'Too many.', retryAfterSeconds: 600 },
    });
    fireEvent.change(username, { target: { value: 'alex' } });
    fireEvent.change(password, { target: { value: 'guess' } });
    await act(async () => submit.click());
    const dialog = await waitFor(() => within(element).getByRole('dialog', { name: 'Attention' }));
    expect(dialog.textContent).toContain('You have made too many login attempts. Please try again in 10 minutes');
    expect(within(dialog).getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/en/recovery-password');
    const support = within(dialog).getByRole('link', { name: 'Contact customer support' });
    expect(support.getAttribute('href')).toBe('/en/contact');
    expect(within(element).getByRole('alert').textContent).toBe('');

    await act(async () => support.click());
    expect(events.filter((event) => event.type === 'casino-navigate').at(-1)).toMatchObject({ detail: { path: '/en/contact' } });
    expect(within(element).queryByRole('dialog')).toBeNull();
  });

  it('shows the button as loading while the login is pending', async () => {
    const { username, password, submit } = loginForm({ login: 'hang' });
    fireEvent.change(username, { target: { value: 'alex' } });
    fireEvent.change(password, { target: { value: 'Secret1!' } });
    await act(async () => submit.click());
    expect(submit.getAttribute('aria-busy')).toBe('true');
  });

  it('emits casino-login and asks to go to the casino page', async () => {
    const { username, password, submit, events } = loginForm();
    fireEvent.change(username, { target: { value: 'alex' } });
    fireEvent.change(password, { target: { value: 'Secret1!' } });
    await act(async () => submit.click());
    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['casino-login', 'casino-navigate']));
    expect(events[0]!.detail).toEqual({ playerId: 42 });
    expect(events[1]!.detail).toEqual({ path: '/en/casino' });
  });

  it('goes to the redirect attribute when given', async () => {
    const { username, password, submit, events } = loginForm({}, { redirect: '/en/deposit' });
    fireEvent.change(username, { target: { value: 'alex' } });
    fireEvent.change(password, { target: { value: 'Secret1!' } });
    await act(async () => submit.click());
    await waitFor(() => expect(events.at(-1)?.detail).toEqual({ path: '/en/deposit' }));
  });

  it('navigates to registration and recovery through casino-navigate', () => {
    const { view, events } = loginForm();
    act(() => view.getByRole('button', { name: 'Register now' }).click());
    act(() => view.getByRole('link', { name: 'Forgot your password?' }).click());
    expect(events.map((event) => event.detail)).toEqual([{ path: '/en/registration' }, { path: '/en/recovery-password' }]);
  });
});

describe('<casino-login> for a signed-in player', () => {
  it('says who is logged in and offers the casino instead of the form', async () => {
    const { runtime } = startFixtureRuntime();
    await startSession(runtime, { token: 't', playerId: 42 });
    recorder = recordEvents();
    const element = mountElement('casino-login');
    const view = within(element);
    expect(view.getByText('You are logged in as Alex Player.')).toBeTruthy();
    expect(view.getByRole('heading').textContent).toBe('Welcome back');
    expect(view.queryByLabelText(/Username/)).toBeNull();
    act(() => view.getByRole('button', { name: 'Continue to the casino' }).click());
    expect(recorder.events.at(-1)?.detail).toEqual({ path: '/en/casino' });
  });
});
