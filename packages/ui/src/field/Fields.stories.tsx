import { createForm } from '@casino-sdk/core/form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { Button } from '../button/Button';
import { FormAlert, FormPasswordField, FormTextField } from './FormFields';
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
