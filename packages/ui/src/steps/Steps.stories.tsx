import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adoptDocumentStyles } from '../styles/adopt';
import { Steps } from './Steps';
import { stepsCss } from './steps.styles';

const meta = {
  title: 'UI/Steps',
  component: Steps,
  // An element adopts the steps' CSS when it shows them; the story canvas does it here.
  beforeEach: () => adoptDocumentStyles(document, [stepsCss]),
  args: { label: 'Step 2 of 3', steps: ['Account', 'Codes', 'Details'], current: 1 },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the middle: the first step done (a check mark, and "Done:" for assistive technology), the second current. */
export const Middle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [account, codes, details] = within(canvas.getByRole('list', { name: 'Step 2 of 3' })).getAllByRole('listitem');
    await expect(account).toHaveTextContent('Done: Account');
    await expect(account!.querySelector('.casino-steps__check')).not.toBeNull();
    await expect(account).not.toHaveAttribute('aria-current');
    await expect(codes).toHaveAttribute('aria-current', 'step');
    await expect(codes).toHaveTextContent(/^2Codes$/);
    await expect(details).toHaveTextContent(/^3Details$/);
  },
};

/** The first step: nothing done yet. */
export const First: Story = {
  args: { label: 'Step 1 of 3', current: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.casino-steps__check')).toHaveLength(0);
    await expect(within(canvasElement).getByText('Account').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

/** The flow is finished: every step done, none current. */
export const Finished: Story = {
  args: { label: 'All steps done', current: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.casino-steps__check')).toHaveLength(3);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};
