import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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
