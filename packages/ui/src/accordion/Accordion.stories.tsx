import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adoptDocumentStyles } from '../styles/adopt';
import { Accordion, type AccordionItem } from './Accordion';
import { accordionCss } from './accordion.styles';

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  // An element adopts the accordion's CSS when it shows one; the story canvas does it here.
  beforeEach: () => adoptDocumentStyles(document, [accordionCss]),
  // The sections sit under the caller's own heading.
  decorators: [
    (Story) => (
      <div>
        <h2>Account help</h2>
        <Story />
      </div>
    ),
  ],
  args: {
    headingLevel: 3,
    items: [
      { id: 'limits', title: 'Deposit limits', content: <p>Set a daily, weekly or monthly limit.</p> },
      { id: 'documents', title: 'Documents', content: <p>Upload a proof of identity and address.</p> },
      { id: 'bonus', title: 'Bonus terms', content: <p>Wagering applies before a withdrawal.</p> },
    ] satisfies AccordionItem[],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One open at a time: opening a section closes the other; the buttons sit in level-3 headings. */
export const OneOpen: Story = {
  args: { initialOpen: ['limits'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const limits = canvas.getByRole('button', { name: 'Deposit limits' });
    const documents = canvas.getByRole('button', { name: 'Documents' });
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(limits).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Deposit limits' })).toHaveTextContent('daily');

    // Keyboard: Tab to the second header, Enter opens it and closes the first.
    await userEvent.tab();
    await userEvent.tab();
    await expect(documents).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(documents).toHaveAttribute('aria-expanded', 'true');
    await expect(limits).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('region', { name: 'Documents' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Deposit limits' })).toBeNull();

    // Space closes the open one again: none open is allowed.
    await userEvent.keyboard(' ');
    await expect(documents).toHaveAttribute('aria-expanded', 'false');
    await expect(document.getElementById(documents.getAttribute('aria-controls')!)).not.toBeVisible();
  },
};

/** Many open: each section opens and closes on its own. */
export const ManyOpen: Story = {
  args: { multiple: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit limits' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bonus terms' }));
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Documents' })).toHaveAttribute('aria-expanded', 'false');
  },
};
