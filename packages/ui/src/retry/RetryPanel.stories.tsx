import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useT } from '../runtime/use-runtime';
import { RetryPanel } from './RetryPanel';

const meta = {
  title: 'UI/RetryPanel',
  component: RetryPanel,
  args: { message: 'The games could not be loaded. We could not reach the server. Check your connection and try again.', onRetry: fn() },
} satisfies Meta<typeof RetryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A load error: the reason is announced, and Try again asks again. */
export const LoadError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not reach the server.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** In the player's language: the panel's own button text comes from the translator like the caller's message. */
export const Translated: Story = {
  render: function Translated() {
    const t = useT();
    const [tries, setTries] = useState(0);
    return <RetryPanel message={`${t('element.failed')} ${t('errors.timeout')} (${tries})`} onRetry={() => setTries(tries + 1)} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('(1)');
  },
};
