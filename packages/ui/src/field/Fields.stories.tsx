import { createForm } from '@casino-sdk/core/form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { Button } from '../button/Button';
import { birthYears, dobFromParts, dobProblem, EMPTY_DATE_PARTS, type DateParts } from '@casino-sdk/core/rules';
import { CheckboxField } from './CheckboxField';
import { ChoiceField } from './ChoiceField';
import { DateOfBirthField } from './DateOfBirthField';
import { FormAlert, FormCheckboxField, FormChoiceField, FormDateOfBirthField, FormPasswordField, FormSelectField, FormTextField } from './FormFields';
import { SelectField } from './SelectField';
import { useT } from '../runtime/use-runtime';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

const meta = {
  title: 'UI/Fields',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Username({ error }: { error?: boolean }) {
  const t = useT();
  const [value, setValue] = useState(error ? '' : 'alexplayer');
  return (
    <TextField
      label={t('login.username')}
      value={value}
      onValueChange={setValue}
      autoComplete="username"
      required
      error={error ? t('login.usernameRequired') : null}
    />
  );
}

export const Text: Story = {
  render: () => (
    <div className="story-stack">
      <Username />
    </div>
  ),
};

export const TextWithError: Story = {
  render: () => (
    <div className="story-stack">
      <Username error />
    </div>
  ),
};

export const Password: Story = {
  render: function Password() {
    const t = useT();
    const [value, setValue] = useState('Secret1!');
    return (
      <div className="story-stack">
        <PasswordField label={t('login.password')} value={value} onValueChange={setValue} required />
        <PasswordField label={t('login.password')} value="" onValueChange={() => {}} error={t('login.passwordRequired')} required />
      </div>
    );
  },
};

/** Fields bound to the core form model: submit empty to see the required messages and the first one focused. */
export const BoundToFormModel: Story = {
  render: function BoundToFormModel() {
    useSignals();
    const t = useT();
    const form = useMemo(
      () =>
        createForm<{ username: string; password: string }>({
          fields: {
            username: { initial: '', required: 'login.usernameRequired', trim: true },
            password: { initial: '', required: 'login.passwordRequired', secret: true },
          },
        }),
      [],
    );
    return (
      <form
        className="casino-form story-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(async () => form.setError({ key: 'errors.network' }));
        }}
      >
        <FormAlert message={form.error.value} />
        <FormTextField field={form.fields.username} label={t('login.username')} autoComplete="username" />
        <FormPasswordField field={form.fields.password} label={t('login.password')} autoComplete="current-password" />
        <Button type="submit" loading={form.busy.value}>
          {t('login.submit')}
        </Button>
      </form>
    );
  },
};

// The registration's words, borrowed: these components have no texts of their own beyond day, month, year.
const COUNTRIES = [
  { value: 'CZ', label: 'Česko' },
  { value: 'DE', label: 'Deutschland' },
  { value: 'MT', label: 'Malta' },
];
/** A fixed today, so the year list (and the screenshots) do not change with the calendar. */
const TODAY = new Date('2026-11-24T12:00:00Z');

function genders(t: ReturnType<typeof useT>) {
  return (['male', 'female', 'other'] as const).map((value) => ({ value, label: t(`details.gender.${value}`) }));
}

export const Select: Story = {
  render: function Select() {
    const t = useT();
    const [value, setValue] = useState('');
    return (
      <div className="story-stack">
        <SelectField label={t('details.country')} placeholder={t('details.chooseCountry')} options={COUNTRIES} value={value} onValueChange={setValue} autoComplete="country" required />
        <SelectField
          label={t('details.birthCountry')}
          placeholder={t('details.chooseCountry')}
          options={COUNTRIES}
          value=""
          onValueChange={() => {}}
          hint={t('details.birthCountryHint')}
          error={t('details.required')}
          required
        />
      </div>
    );
  },
};

export const Checkbox: Story = {
  render: function Checkbox() {
    const t = useT();
    const [pep, setPep] = useState(true);
    return (
      <div className="story-stack">
        <CheckboxField label={t('details.pep')} hint={t('details.pepHint')} checked={pep} onCheckedChange={setPep} />
        <CheckboxField label={t('details.terms')} checked={false} onCheckedChange={() => {}} error={t('details.terms_required')} required />
      </div>
    );
  },
};

export const Choice: Story = {
  render: function Choice() {
    const t = useT();
    const [value, setValue] = useState('female');
    return (
      <div className="story-stack">
        <ChoiceField label={t('details.gender')} name="gender" options={genders(t)} value={value} onValueChange={setValue} required />
        <ChoiceField label={t('details.gender')} name="gender-empty" options={genders(t)} value="" onValueChange={() => {}} error={t('details.chooseRequired')} required />
      </div>
    );
  },
};

export const DateOfBirth: Story = {
  render: function DateOfBirth() {
    const t = useT();
    const [value, setValue] = useState<DateParts>({ year: '1990', month: '5', day: '17' });
    return (
      <div className="story-stack">
        <DateOfBirthField label={t('details.dob')} years={birthYears(TODAY)} value={value} onValueChange={setValue} required />
        <DateOfBirthField
          label={t('details.dob')}
          name="dob-wrong"
          years={birthYears(TODAY)}
          value={{ year: '2001', month: '2', day: '30' }}
          onValueChange={() => {}}
          error={t('registration.dob_invalid')}
          required
        />
      </div>
    );
  },
};

/** Select, radios, date and checkboxes on the form model: submit empty to see every message and the first one focused. */
export const ChoicesBoundToFormModel: Story = {
  render: function ChoicesBoundToFormModel() {
    useSignals();
    const t = useT();
    const form = useMemo(
      () =>
        createForm<{ country: string; gender: string; dob: DateParts; terms: boolean; newsletter: boolean }>({
          fields: {
            country: { initial: '', required: 'details.required' },
            gender: { initial: '', required: 'details.chooseRequired' },
            dob: {
              initial: EMPTY_DATE_PARTS,
              validators: [
                (parts) => {
                  const problem = dobProblem(dobFromParts(parts), TODAY);
                  return problem && `details.${problem}`;
                },
              ],
            },
            terms: { initial: false, required: 'details.terms_required' },
            newsletter: { initial: false },
          },
        }),
      [],
    );
    return (
      <form
        className="casino-form story-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(async () => null);
        }}
      >
        <FormSelectField field={form.fields.country} label={t('details.country')} placeholder={t('details.chooseCountry')} options={COUNTRIES} autoComplete="country" />
        <FormChoiceField field={form.fields.gender} label={t('details.gender')} options={genders(t)} />
        <FormDateOfBirthField field={form.fields.dob} label={t('details.dob')} years={birthYears(TODAY)} required />
        <FormCheckboxField field={form.fields.terms} label={t('details.terms')} />
        <FormCheckboxField field={form.fields.newsletter} label={t('details.newsletter')} />
        <Button type="submit">{t('details.submit')}</Button>
      </form>
    );
  },
};
