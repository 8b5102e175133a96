import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart } from '../../../../.storybook/play';
import { phone } from '../../../../.storybook/viewports';
import { accountDefinition } from '../account/casino-account.definition';
import { ledgerStory } from '../ledger/ledger-fixture';
import '../index';

/** `<casino-account view="reports">` on a fixture platform: three rows over two days. */
const element = elementMeta(accountDefinition, { states: { 'signed in': ledgerStory().casino, 'signed out': {} } });

const meta = {
  title: 'Account/Reports',
  ...element,
  tags: ['autodocs'],
  args: { view: 'reports' },
  render: (args) => <StayOnPage>{renderElement(accountDefinition, args)}</StayOnPage>,
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// By part and role, not by label: the stories also run in the other six languages.
const cards = (canvasElement: HTMLElement) => waitFor(() => expect(byPart(canvasElement, 'cards')).not.toBeNull());

/** The cards, the chart of the net per day and the table; Search is disabled while from is after to. */
export const Rows: Story = {
  parameters: ledgerStory(),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    expect(canvasElement.querySelectorAll('[part="cards"] dd')).toHaveLength(3);
    expect(byPart(canvasElement, 'chart').querySelector('svg[role="img"]')).not.toBeNull();
    expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(3);
    const [from, to] = canvasElement.querySelectorAll<HTMLInputElement>('[part="filters"] input[type="date"]');
    expect(from!.max < to!.max).toBe(true);
    await userEvent.clear(from!);
    await userEvent.type(from!, '2099-01-01');
    await waitFor(() => expect(byPart<HTMLButtonElement>(canvasElement, 'search').disabled).toBe(true));
  },
};

/** No play in the period: the cards at zero and the table says so. */
export const Empty: Story = {
  parameters: ledgerStory({ reportRows: [] }),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    expect(byPart(canvasElement, 'chart')).toBeNull();
    expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(1);
  },
};

/** While the rows load. */
export const Loading: Story = {
  parameters: ledgerStory({ reports: 'hang' }),
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'loading')).not.toBeNull()),
};

/** The platform refuses: its message and a retry. */
export const Failed: Story = {
  parameters: ledgerStory({ reports: 'fail' }),
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'error').textContent).toContain('The history is not available.')),
};

/** On a phone. */
export const Phone: Story = {
  parameters: ledgerStory(),
  globals: phone,
  play: ({ canvasElement }) => cards(canvasElement),
};
