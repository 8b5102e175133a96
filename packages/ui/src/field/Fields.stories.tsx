import { arrayItems, createForm, fileRules } from '@casino-sdk/core/form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, uninstrumentedUserEvent, userEvent, waitFor, within } from 'storybook/test';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { Button } from '../button/Button';
import { birthYears, dobFromParts, dobProblem, EMPTY_DATE_PARTS, type DateParts } from '@casino-sdk/core/rules';
import { CheckboxField } from './CheckboxField';
import { ChoiceField } from './ChoiceField';
import { dateRangeRules, EMPTY_DAY_RANGE, type DayRange } from '@casino-sdk/core/dates';
import { DateOfBirthField } from './DateOfBirthField';
import { FormChoiceField } from './ChoiceField';
import { FormDateOfBirthField } from './DateOfBirthField';
import { FormAlert, messageText, FormCheckboxField, FormPasswordField, FormSelectField, FormTextField } from './FormFields';
import { FormDateRangeField } from '../date-range-field';
import { FormFileField } from '../file-field';
import { FormMoneyField, MoneyField } from '../money-field';
import { amountLimits } from '@casino-sdk/core/money';
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

// The labels of the money, period and document fields are their callers' words (the cashier and the
// account, still to come): plain words in these stories, every text of the fields' own translated.

/** What a story's form sent, for its play function to read. */
function Sent({ value }: { value: string | null }) {
  return value === null ? null : <output data-testid="sent">{value}</output>;
}

/** An amount in euros, 10.00 to 5,000.00, on the form model: the value is minor units. */
export const MoneyBoundToFormModel: Story = {
  render: function MoneyBoundToFormModel() {
    useSignals();
    const t = useT();
    const [sent, setSent] = useState<string | null>(null);
    const form = useMemo(
      () => createForm<{ amount: number | null }>({ fields: { amount: { initial: null, required: 'details.required', validators: [amountLimits({ min: 1000, max: 500000 })] } } }),
      [],
    );
    return (
      <form
        className="casino-form story-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(async (values) => setSent(String(values.amount)));
        }}
      >
        <FormMoneyField field={form.fields.amount} label="Amount" currency="€" min={1000} max={500000} />
        <Button type="submit">{t('details.submit')}</Button>
        <Sent value={sent} />
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    expect(amount.getAttribute('inputmode')).toBe('decimal');
    const described = (amount.getAttribute('aria-describedby') ?? '').split(' ').map((id) => canvasElement.querySelector(`[id="${id}"]`)?.textContent);
    expect(described).toEqual(['€', 'From €10.00 to €5,000.00']);

    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvasElement.querySelector('.casino-field__error')?.textContent).toBe('!Fill in this field.'));
    expect(document.activeElement).toBe(amount);

    // Letters and a third decimal do not go in: the field only ever holds an amount.
    await userEvent.type(amount, '5x.255');
    expect(amount).toHaveProperty('value', '5.25');
    await userEvent.tab();
    await waitFor(() => expect(canvasElement.querySelector('.casino-field__error')?.textContent).toBe('!The amount must be at least €10.00.'));
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(amount);
    await userEvent.type(amount, '1,234.5');
    await userEvent.tab();
    expect(amount).toHaveProperty('value', '1,234.50');
    expect(canvasElement.querySelector('.casino-field__error')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByTestId('sent').textContent).toBe('123450'));
  },
};

/** The same amount in German: decimal comma, the euro after the amount, and a dot typed from another keyboard read as the decimal. */
export const MoneyInGerman: Story = {
  globals: { language: 'de' },
  render: function MoneyInGerman() {
    const [value, setValue] = useState<number | null>(1050);
    return (
      <div className="story-stack">
        <MoneyField label="Betrag" currency="€" value={value} onValueChange={setValue} min={1000} max={500000} />
        <output data-testid="minor">{String(value)}</output>
        <MoneyField label="Einzahlung in CZK" currency="CZK" decimals={0} value={150000} onValueChange={() => {}} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: 'Betrag' });
    expect(amount).toHaveProperty('value', '10,50');
    expect(canvas.getByRole('textbox', { name: 'Einzahlung in CZK' })).toHaveProperty('value', '150.000');
    await waitFor(() => expect(canvasElement.querySelector('.casino-field__hint')?.textContent).toBe('Von 10,00\u00a0€ bis 5.000,00\u00a0€'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '99.9');
    expect(canvas.getByTestId('minor').textContent).toBe('9990');
    await userEvent.tab();
    expect(amount).toHaveProperty('value', '99,90');
  },
};

/** A period of at most 31 days on the form model: both dates needed, "to" not before "from". */
export const DateRangeBoundToFormModel: Story = {
  render: function DateRangeBoundToFormModel() {
    useSignals();
    const t = useT();
    const [sent, setSent] = useState<string | null>(null);
    const form = useMemo(() => createForm<{ period: DayRange }>({ fields: { period: { initial: EMPTY_DAY_RANGE, validators: [dateRangeRules({ required: true, maxDays: 31 })] } } }), []);
    return (
      <form
        className="casino-form story-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(async (values) => setSent(`${values.period.from}/${values.period.to}`));
        }}
      >
        <FormDateRangeField field={form.fields.period} label="Period" min="2020-01-01" max="2026-11-24" required />
        <Button type="submit">{t('details.submit')}</Button>
        <Sent value={sent} />
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Period' });
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    const error = () => canvasElement.querySelector('.casino-field__error')?.textContent;

    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(error()).toBe('!Choose both dates.'));
    expect(document.activeElement).toBe(from);
    expect(group.getAttribute('aria-describedby')).toBe(from.getAttribute('aria-describedby'));
    expect(to.getAttribute('aria-invalid')).toBe('true');

    await fireEvent.change(from, { target: { value: '2026-11-20' } });
    expect(to.getAttribute('min')).toBe('2026-11-20');
    await fireEvent.change(to, { target: { value: '2026-11-10' } });
    await waitFor(() => expect(error()).toBe('!The end date cannot be before the start date.'));
    await fireEvent.change(from, { target: { value: '2026-09-01' } });
    await waitFor(() => expect(error()).toBe('!The period can be at most 31 days long.'));
    await fireEvent.change(from, { target: { value: '2026-10-11' } });
    await waitFor(() => expect(error()).toBeUndefined());
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByTestId('sent').textContent).toBe('2026-10-11/2026-11-10'));
  },
};

/** A document of up to 1 MB (PDF or a picture) on the form model: the chosen file's name and size, a wrong one said in words. */
export const FileBoundToFormModel: Story = {
  render: function FileBoundToFormModel() {
    useSignals();
    const t = useT();
    const [sent, setSent] = useState<string | null>(null);
    const form = useMemo(
      () =>
        createForm<{ passport: File | null }>({
          fields: { passport: { initial: null, required: 'details.required', validators: [fileRules({ accept: ['application/pdf', 'image/*'], maxBytes: 1_000_000 })] } },
        }),
      [],
    );
    return (
      <form
        className="casino-form story-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(async (values) => setSent(values.passport?.name ?? ''));
        }}
      >
        <FormFileField field={form.fields.passport} label="Passport" accept={['application/pdf', 'image/*']} maxBytes={1_000_000} />
        <Button type="submit">{t('details.submit')}</Button>
        <Sent value={sent} />
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Passport') as HTMLInputElement;
    const error = () => canvasElement.querySelector('.casino-field__error')?.textContent;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('application/pdf,image/*');
    expect(canvas.getByText('Up to 1 MB.')).toBeTruthy();

    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(error()).toBe('!Fill in this field.'));
    expect(document.activeElement).toBe(input);

    await userEvent.upload(input, new File([new Uint8Array(1_500_000)], 'scan.png', { type: 'image/png' }));
    await waitFor(() => expect(error()).toBe('!The file is larger than 1 MB.'));
    // The picker's filter aside, a dropped file of another type is refused in words.
    await uninstrumentedUserEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(error()).toBe('!This type of file cannot be uploaded.'));

    await userEvent.upload(input, new File([new Uint8Array(12_300)], 'passport.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(error()).toBeUndefined());
    expect(canvas.getByText('passport.pdf (12.3 kB)')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain(canvas.getByText('passport.pdf (12.3 kB)').id);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove passport.pdf' }));
    expect(canvas.queryByText('passport.pdf (12.3 kB)')).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('');

    await userEvent.upload(input, new File([new Uint8Array(10)], 'id.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByTestId('sent').textContent).toBe('id.pdf'));
  },
};

type WealthRow = { source: string; amount: number | null };
const SOURCES = [
  { value: 'salary', label: 'Salary' },
  { value: 'savings', label: 'Savings' },
  { value: 'inheritance', label: 'Inheritance' },
];

/**
 * Repeated rows on an array field (the source-of-wealth questionnaire's shape): add, remove, each
 * row's own error after a submit, keys that stay with their rows.
 */
export const RowsBoundToFormModel: Story = {
  render: function RowsBoundToFormModel() {
    useSignals();
    const t = useT();
    const [sent, setSent] = useState<string | null>(null);
    const form = useMemo(
      () =>
        createForm<{ wealth: WealthRow[] }>({
          fields: {
            wealth: {
              initial: [{ source: 'salary', amount: 250000 }],
              required: 'details.required',
              items: arrayItems([(row) => (row.source && row.amount !== null ? null : 'details.required')]),
            },
          },
        }),
      [],
    );
    const wealth = form.fields.wealth;
    return (
      <form
        className="casino-form story-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(async (values) => setSent(values.wealth.map((row) => `${row.source}:${row.amount}`).join(' ')));
        }}
      >
        {wealth.value.value.map((row, index) => {
          const error = messageText(t, wealth.itemErrors.value[index]);
          return (
            <fieldset className="casino-field" key={wealth.keys.value[index]} aria-describedby={error ? `wealth-${wealth.keys.value[index]}-error` : undefined}>
              <legend className="casino-field__label">{`Source ${index + 1}`}</legend>
              <SelectField label="Where it comes from" placeholder="Choose" options={SOURCES} value={row.source} onValueChange={(source) => wealth.setItem(index, { ...row, source })} />
              <MoneyField label="Amount" currency="€" value={row.amount} onValueChange={(amount) => wealth.setItem(index, { ...row, amount })} />
              {error ? (
                <p className="casino-field__error" id={`wealth-${wealth.keys.value[index]}-error`}>
                  {error}
                </p>
              ) : null}
              <Button type="button" variant="secondary" onClick={() => wealth.remove(index)}>{`Remove source ${index + 1}`}</Button>
            </fieldset>
          );
        })}
        <Button type="button" variant="secondary" onClick={() => wealth.add({ source: '', amount: null })}>
          Add a source
        </Button>
        <Button type="submit">{t('details.submit')}</Button>
        <Sent value={sent} />
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a source' }));
    const second = canvas.getByRole('group', { name: 'Source 2' });
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(within(second).getByText('Fill in this field.')).toBeTruthy());
    expect(within(canvas.getByRole('group', { name: 'Source 1' })).queryByText('Fill in this field.')).toBeNull();

    await userEvent.selectOptions(within(second).getByRole('combobox', { name: 'Where it comes from' }), 'savings');
    await userEvent.type(within(second).getByRole('textbox', { name: 'Amount' }), '80');
    expect(within(second).queryByText('Fill in this field.')).toBeNull();
    // The first row goes; the second keeps what was typed in it.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove source 1' }));
    const left = canvas.getByRole('group', { name: 'Source 1' });
    expect(within(left).getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '80.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByTestId('sent').textContent).toBe('savings:8000'));
  },
};
