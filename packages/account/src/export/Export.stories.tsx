import type { Meta, StoryObj } from '@storybook/react-vite';
import Papa from 'papaparse';
import { expect, mocked, spyOn, userEvent, waitFor } from 'storybook/test';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart } from '../../../../.storybook/play';
import { accountDefinition } from '../account/casino-account.definition';
import { ledgerStory } from '../ledger/ledger-fixture';
import '../index';

/** The export menu of `<casino-account view="reports">` on a fixture platform: three rows over two days. */
const element = elementMeta(accountDefinition, { states: { 'signed in': ledgerStory().casino } });

const meta = {
  title: 'Account/Export',
  ...element,
  args: { view: 'reports' },
  render: (args) => <StayOnPage>{renderElement(accountDefinition, args)}</StayOnPage>,
  parameters: ledgerStory(),
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// By part, not by label: the stories also run in the other six languages.
const press = async (canvasElement: HTMLElement, part: string) => {
  await waitFor(() => expect(byPart(canvasElement, part)).not.toBeNull());
  await userEvent.click(byPart<HTMLButtonElement>(canvasElement, part));
};

/** CSV pressed: the file is offered through an object URL (the download faked) and holds exactly the rows on screen. */
export const Csv: Story = {
  beforeEach: () => {
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => click.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'export-csv');
    const click = mocked(HTMLAnchorElement.prototype.click);
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^reports-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(link.href).toMatch(/^blob:/);
    const rows = Papa.parse<string[]>((await (await fetch(link.href)).text()).replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
    const onScreen = canvasElement.querySelectorAll('tbody tr').length;
    expect(rows.slice(-onScreen).map((row) => row[1])).toEqual(['Harbour Lights', 'Blue Reef', 'Harbour Lights']);
    expect(byPart(canvasElement, 'export-notice').textContent).toBe('');
  },
};

/** Copy pressed: the rows on the clipboard, tab-separated, and the line says so. */
export const Copied: Story = {
  beforeEach: () => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => write.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'export-copy');
    await waitFor(() => expect(byPart(canvasElement, 'export-notice').textContent).not.toBe(''));
    expect(byPart(canvasElement, 'export-notice').getAttribute('role')).toBe('status');
    expect(mocked(navigator.clipboard.writeText).mock.calls[0]![0]).toContain('\tHarbour Lights\tDemo Games\t12\t24.50\t30.10\t5.60');
  },
};

/** The clipboard refused (no permission): an alert under the buttons. */
export const CopyRefused: Story = {
  beforeEach: () => {
    const write = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Refused', 'NotAllowedError'));
    return () => write.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'export-copy');
    await waitFor(() => expect(byPart(canvasElement, 'export-notice').getAttribute('role')).toBe('alert'));
    expect(byPart(canvasElement, 'export-notice').textContent).not.toBe('');
  },
};

/** While an export is made (here the clipboard never answers): the pressed button busy, the others wait. */
export const Busy: Story = {
  beforeEach: () => {
    const write = spyOn(navigator.clipboard, 'writeText').mockReturnValue(new Promise<void>(() => undefined));
    return () => write.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'export-copy');
    await waitFor(() => expect(byPart(canvasElement, 'export-copy').getAttribute('aria-busy')).toBe('true'));
    await userEvent.click(byPart<HTMLButtonElement>(canvasElement, 'export-copy'));
    expect(navigator.clipboard.writeText).toHaveBeenCalledOnce();
  },
};
