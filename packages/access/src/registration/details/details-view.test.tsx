// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { addEnglishTexts, takeReturnPath } from '@casino-sdk/core/internal';
import { HostProvider } from '@casino-sdk/ui';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlatformFixture } from '@casino-sdk/core/testing/platform-fixture';
import { createDetailsFixture, SAMPLE_COUNTRIES, SAMPLE_HANDOFF } from './details-fixture';
import { createDetailsModel } from './details-model';
import { DetailsStep } from './DetailsStep';
import registrationEnglish from '../texts.en.json';

// The element's entry registers these before step 2 loads; here step 2 stands alone.
addEnglishTexts(registrationEnglish);

afterEach(() => {
  cleanup();
  CasinoSDK.destroy();
  sessionStorage.clear();
});

function mount(onSaved = vi.fn()) {
  const fetch = createDetailsFixture({ fallback: createPlatformFixture() });
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch, skinSettings: { countries: SAMPLE_COUNTRIES, google_captcha: { key: 'sandbox-captcha' } } });
  const model = createDetailsModel(runtime, SAMPLE_HANDOFF);
  model.start();
  const host = document.createElement('div');
  document.body.append(host);
  const navigations: string[] = [];
  host.addEventListener('casino-navigate', (event) => {
    event.preventDefault();
    navigations.push(event.detail.path);
  });
  render(
    <HostProvider value={host}>
      <DetailsStep model={model} onSaved={onSaved} />
    </HostProvider>,
  );
  return { runtime, model, fetch, navigations, onSaved };
}

describe('DetailsStep', () => {
  it('cleans a typed name in the field, shows the captcha picture with its text alternative, and keeps Register off until all holds', async () => {
    const { model } = mount();
    const first = screen.getByLabelText(/First name/) as HTMLInputElement;
    expect(first.autocomplete).toBe('given-name');
    fireEvent.change(first, { target: { value: 'Zoë!' } });
    expect(first.value).toBe('Zoe');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Special characters are not allowed and were removed.');
    const picture = (await screen.findByRole('img')) as HTMLImageElement;
    expect(picture.alt).toBe('A sum of two numbers: type the result.');
    expect(picture.src.startsWith('data:image/svg+xml,')).toBe(true);
    const register = screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement;
    expect(register.disabled).toBe(true);
    const reason = document.getElementById(register.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).toBe(
      'Still needed to register: Last name, Gender, Date of birth, Street, Street number, Postal code, City, Country of birth, I am 18 or older and accept the terms and conditions, Security check.',
    );
    act(() => {
      const { fields } = model.form;
      model.setName('lastName', 'Novak');
      fields.gender.set('other');
      fields.street.set('Main Street');
      fields.streetNumber.set('1');
      fields.city.set('Valletta');
      fields.postalCode.set('VLT 1000');
      fields.birthCountry.set('MT');
      fields.dob.set({ year: '1990', month: '1', day: '2' });
      fields.terms.set(true);
    });
    fireEvent.change(screen.getByLabelText(/Result of the sum/), { target: { value: '7' } });
    expect(register.disabled).toBe(false);
  });

  it('after saving, offers the deposit limit and goes to the login page with success=thankyou either way', async () => {
    const { runtime, model, navigations, onSaved } = mount();
    await screen.findByRole('img');
    act(() => {
      const { fields } = model.form;
      model.setName('firstName', 'Jana');
      model.setName('lastName', 'Novak');
      fields.gender.set('female');
      fields.street.set('Main Street');
      fields.streetNumber.set('1');
      fields.city.set('Valletta');
      fields.postalCode.set('VLT 1000');
      fields.birthCountry.set('MT');
      fields.dob.set({ year: '1990', month: '1', day: '2' });
      fields.terms.set(true);
      fields.captchaAnswer.set('7');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const heading = await screen.findByRole('heading', { name: 'Your account is ready' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(onSaved).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(navigations).toEqual(['/en/login?success=thankyou']);
    fireEvent.click(screen.getByRole('button', { name: 'Log in and set a deposit limit' }));
    expect(navigations).toEqual(['/en/login?success=thankyou', '/en/login?success=thankyou']);
    // The login page sends the player there once signed in.
    expect(takeReturnPath(runtime, 'http://localhost')).toBe('/en/dashboard/limits');
  });
});
