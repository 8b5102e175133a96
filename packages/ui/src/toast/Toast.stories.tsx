import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/Button';
import { useT } from '../runtime/use-runtime';
import { Toast, Toaster } from './Toast';
import { clearToasts, showToast } from './toast-model';

const meta = {
  title: 'UI/Toast',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: function Tones() {
    const t = useT();
    return (
      <div className="story-stack">
        <Toast message={t('header.balanceStale')} />
        <Toast tone="success" message={t('login.signedIn', { name: 'Alex' })} onDismiss={() => {}} />
        <Toast tone="error" message={t('errors.network')} onDismiss={() => {}} />
      </div>
    );
  },
};

export const ToasterRegion: Story = {
  render: function ToasterRegion() {
    const t = useT();
    useEffect(() => {
      showToast(t('login.signedIn', { name: 'Alex' }), { tone: 'success', durationMs: 60_000 });
      return clearToasts;
    }, [t]);
    return (
      <>
        <Button onClick={() => showToast(t('errors.generic'), { tone: 'error' })}>{t('element.retry')}</Button>
        <Toaster />
      </>
    );
  },
};
