import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adoptDocumentStyles } from '../styles/adopt';
import { DataTable, VIRTUAL_FROM, type DataTableColumn } from './DataTable';
import { dataTableCss } from './data-table.styles';

const meta = {
  title: 'UI/DataTable',
  // An element adopts the table's CSS when it shows one; the story canvas does it here.
  beforeEach: () => adoptDocumentStyles(document, [dataTableCss]),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

interface Transaction {
  id: number;
  date: string;
  type: string;
  /** Minor units. */
  amount: number;
}

// The caller formats money and dates (the table only lays them out).
const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });
const columns: DataTableColumn<Transaction>[] = [
  { id: 'id', header: 'Transaction', cell: (row) => `#${row.id}`, rowHeader: true, compare: (a, b) => a.id - b.id },
  { id: 'date', header: 'Date', cell: (row) => row.date, compare: (a, b) => a.date.localeCompare(b.date) },
  { id: 'type', header: 'Type', cell: (row) => row.type },
  { id: 'amount', header: 'Amount', cell: (row) => money.format(row.amount / 100), align: 'end', compare: (a, b) => a.amount - b.amount },
];

const few: Transaction[] = [
  { id: 3, date: '2026-11-03', type: 'Deposit', amount: 5_000 },
  { id: 1, date: '2026-11-01', type: 'Withdrawal', amount: 12_050 },
  { id: 2, date: '2026-11-02', type: 'Deposit', amount: 1_000 },
];

function many(count: number): Transaction[] {
  return Array.from({ length: count }, (_, index) => ({ id: index + 1, date: '2026-11-01', type: 'Bet', amount: (index % 50) * 100 }));
}

const firstCells = (table: HTMLElement) => [...table.querySelectorAll('tbody th')].map((cell) => cell.textContent);

/** Sorted by a header's button (again: the other way); aria-sort on the sorted column only. */
export const Sortable: Story = {
  render: () => <DataTable caption="Transactions" columns={columns} rows={few} rowKey={(row) => row.id} initialSort={{ column: 'date', direction: 'descending' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Transactions' });
    await expect(canvas.getByRole('region', { name: 'Transactions' })).toHaveAttribute('tabindex', '0');
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['#3', '#2', '#1']);
    await expect(canvas.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    // Not sortable: no button.
    await expect(within(canvas.getByRole('columnheader', { name: 'Type' })).queryByRole('button')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: 'Date' })).not.toHaveAttribute('aria-sort');
    await expect(firstCells(table)).toEqual(['#2', '#3', '#1']);
    await expect(canvas.getAllByRole('cell').at(-1)).toHaveTextContent('€120.50');

    // The keyboard: Enter on the focused sort button turns the order round.
    await expect(canvas.getByRole('button', { name: 'Amount' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells(table)).toEqual(['#1', '#3', '#2']);
  },
};

/** No rows: one row across the table says so (the caller's words, or the general sentence). */
export const Empty: Story = {
  render: () => (
    <div className="story-stack">
      <DataTable caption="Withdrawals" columns={columns} rows={[]} rowKey={(row) => row.id} />
      <DataTable caption="Bonuses" columns={columns} rows={[]} rowKey={(row) => row.id} empty="No bonuses in this period." captionHidden />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Withdrawals' })).toHaveTextContent('Nothing to show yet.');
    const bonuses = canvas.getByRole('table', { name: 'Bonuses' });
    await expect(bonuses).toHaveTextContent('No bonuses in this period.');
    await expect(bonuses.querySelector('td')).toHaveAttribute('colspan', '4');
  },
};

/**
 * 500 rows: only those near the visible part are rendered, and each says where it is in the whole
 * table (the header is row 1); sorting re-counts from the top.
 */
export const Virtualised: Story = {
  render: () => <DataTable caption="Bets" columns={columns} rows={many(500)} rowKey={(row) => row.id} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Bets' });
    await expect(table).toHaveAttribute('aria-rowcount', '501');
    await expect(table.querySelector('thead tr')).toHaveAttribute('aria-rowindex', '1');
    const rendered = table.querySelectorAll('tbody tr[aria-rowindex]');
    await expect(rendered.length).toBeGreaterThan(0);
    await expect(rendered.length).toBeLessThan(100);
    await expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
    await expect(firstCells(table)[0]).toBe('#1');
    // The rows below the rendered ones are one hidden spacer row of their height (45 px each unmeasured).
    const below = 500 - Number(rendered[rendered.length - 1]!.getAttribute('aria-rowindex')) + 1;
    const spacer = table.querySelector<HTMLElement>('tbody tr:last-child')!;
    await expect(spacer).toHaveAttribute('aria-hidden', 'true');
    await expect(spacer.style.height).toBe(`${below * 45}px`);

    await userEvent.click(canvas.getByRole('button', { name: 'Transaction' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Transaction' }));
    await expect(firstCells(table)[0]).toBe('#500');
    await expect(table.querySelector('tbody tr[aria-rowindex]')).toHaveAttribute('aria-rowindex', '2');
  },
};

/** Up to 200 rows every row is in the DOM and no row counts are needed. */
export const AtTheLimit: Story = {
  render: () => <DataTable caption="Bets" columns={columns.slice(0, 2)} rows={many(VIRTUAL_FROM - 1)} rowKey={(row) => row.id} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Bets' });
    await expect(table).not.toHaveAttribute('aria-rowcount');
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(200);
  },
};
