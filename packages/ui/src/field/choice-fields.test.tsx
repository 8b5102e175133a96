// @vitest-environment jsdom
import { createForm } from '@casino-sdk/core/form';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { birthYears, dobFromParts, dobProblem, EMPTY_DATE_PARTS, type DateParts } from '@casino-sdk/core/rules';
import { useSignals } from '@preact/signals-react/runtime';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormChoiceField } from './ChoiceField';
import { FormDateOfBirthField } from './DateOfBirthField';
import { FormCheckboxField, FormSelectField } from './FormFields';

afterEach(cleanup);

addEnglishTexts({ 'test.required': 'Fill in this field.', 'test.terms': 'Accept the terms.', 'test.dob_invalid': 'No such date.', 'test.dob_error': 'Too young.' });

const TODAY = new Date('2026-11-24T12:00:00Z');
const OPTIONS = [
  { value: 'CZ', label: 'Czechia' },
  { value: 'MT', label: 'Malta' },
];

function detailsForm() {
  return createForm<{ country: string; gender: string; dob: DateParts; terms: boolean }>({
    fields: {
      country: { initial: '', required: 'test.required' },
      gender: { initial: '', required: 'test.required' },
      dob: {
        initial: EMPTY_DATE_PARTS,
        validators: [
          (parts) => {
            const problem = dobProblem(dobFromParts(parts), TODAY);
            return problem && `test.${problem}`;
          },
        ],
      },
      terms: { initial: false, required: 'test.terms' },
    },
  });
}

function View({ form }: { form: ReturnType<typeof detailsForm> }) {
  useSignals();
  return (
    <form noValidate>
      <FormSelectField field={form.fields.country} label="Country" placeholder="Choose" options={OPTIONS} autoComplete="country" />
      <FormChoiceField
        field={form.fields.gender}
        label="Gender"
        options={[
          { value: 'male', label: 'Male' },
          { value: 'female', label: 'Female' },
        ]}
      />
      <FormDateOfBirthField field={form.fields.dob} label="Date of birth" years={birthYears(TODAY)} />
      <FormCheckboxField field={form.fields.terms} label="I accept the terms" />
    </form>
  );
}

const describedText = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join('|');

describe('choice fields bound to the form model', () => {
  it('set the model from the controls and show the model in them', () => {
    const form = detailsForm();
    render(<View form={form} />);
    const country = screen.getByLabelText(/Country/) as HTMLSelectElement;
    expect(country.getAttribute('autocomplete')).toBe('country');
    expect(country.name).toBe('country');
    fireEvent.change(country, { target: { value: 'MT' } });
    expect(form.fields.country.value.value).toBe('MT');

    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    expect(form.fields.gender.value.value).toBe('female');
    act(() => form.fields.gender.set('male'));
    expect((screen.getByRole('radio', { name: 'Male' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    expect(form.fields.terms.value.value).toBe(true);

    const group = screen.getByRole('group', { name: /Date of birth/ });
    fireEvent.change(within(group).getByLabelText('Day'), { target: { value: '29' } });
    fireEvent.change(within(group).getByLabelText('Month'), { target: { value: '2' } });
    fireEvent.change(within(group).getByLabelText('Year'), { target: { value: '2000' } });
    expect(form.fields.dob.value.value).toEqual({ day: '29', month: '2', year: '2000' });
    expect(form.fields.dob.problem.value).toBeNull();
  });

  it('offer the years from 17 to 115 years ago, newest first, with the bday autofill tokens and month names', () => {
    render(<View form={detailsForm()} />);
    const group = screen.getByRole('group', { name: /Date of birth/ });
    const year = within(group).getByLabelText('Year') as HTMLSelectElement;
    const years = [...year.options].map((option) => option.value).filter(Boolean);
    expect(years[0]).toBe('2009');
    expect(years.at(-1)).toBe('1911');
    expect(years).toHaveLength(99);
    expect(year.getAttribute('autocomplete')).toBe('bday-year');
    expect(within(group).getByLabelText('Day').getAttribute('autocomplete')).toBe('bday-day');
    const month = within(group).getByLabelText('Month') as HTMLSelectElement;
    expect(month.getAttribute('autocomplete')).toBe('bday-month');
    expect(month.options[1]?.textContent).toBe('January');
    expect((within(group).getByLabelText('Day') as HTMLSelectElement).options).toHaveLength(32);
  });

  it('announce each problem on submit, linked to its control, and focus the first', async () => {
    const form = detailsForm();
    render(<View form={form} />);
    await act(async () => void (await form.submit(async () => null)));
    const country = screen.getByLabelText(/Country/);
    expect(document.activeElement).toBe(country);
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(country)).toBe('!Fill in this field.');

    const gender = screen.getByRole('group', { name: /Gender/ });
    expect(gender.classList.contains('casino-field--invalid')).toBe(true);
    for (const radio of within(gender).getAllByRole('radio')) {
      expect(radio).toHaveProperty('required', true);
      expect(describedText(radio)).toBe('!Fill in this field.');
    }

    const dob = screen.getByRole('group', { name: /Date of birth/ });
    expect(describedText(dob)).toBe('!No such date.');
    for (const select of within(dob).getAllByRole('combobox')) expect(select.getAttribute('aria-invalid')).toBe('true');

    const terms = screen.getByRole('checkbox', { name: /I accept the terms/ });
    expect(describedText(terms)).toBe('!Accept the terms.');

    fireEvent.change(country, { target: { value: 'CZ' } });
    await act(async () => void (await form.submit(async () => null)));
    // The radio that takes the keyboard is the first one while none is chosen.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Male' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await act(async () => void (await form.submit(async () => null)));
    expect(document.activeElement).toBe(within(dob).getByLabelText('Day'));
  });

  it('say dob_error for a real date less than 18 years ago', () => {
    const form = detailsForm();
    render(<View form={form} />);
    act(() => form.fields.dob.set({ day: '25', month: '11', year: '2008' }));
    expect(form.fields.dob.problem.value).toEqual({ key: 'test.dob_error' });
    act(() => form.fields.dob.set({ day: '24', month: '11', year: '2008' }));
    expect(form.fields.dob.problem.value).toBeNull();
  });
});
