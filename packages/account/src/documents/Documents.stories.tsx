import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart } from '../../../../.storybook/play';
import { phone } from '../../../../.storybook/viewports';
import { accountStory, type AccountFixtureOptions } from '../account/account-fixture';
import { accountDefinition } from '../account/casino-account.definition';
import { documentsAnswers, type DocumentsFixtureOptions } from './documents-fixture';
import '../index';

/** `<casino-account view="documents">` on a fixture platform. */
const element = elementMeta(accountDefinition, { states: { 'signed in': accountStory({ answers: documentsAnswers() }).casino, 'signed out': {} } });

const meta = {
  title: 'Account/Documents',
  ...element,
  tags: ['autodocs'],
  args: { view: 'documents' },
  render: (args) => <StayOnPage>{renderElement(accountDefinition, args)}</StayOnPage>,
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const documentsStory = (documents: DocumentsFixtureOptions = {}, player?: AccountFixtureOptions['player']) =>
  accountStory({ answers: documentsAnswers(documents), ...(player ? { player } : {}) });

/** A picture the size of one pixel: its bytes do not matter to the browser's checks. */
const picture = (name: string, type = 'image/png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });

const sections = (canvas: HTMLElement) => [...canvas.querySelectorAll<HTMLElement>('[part="document-section"]')];
const section = (canvas: HTMLElement, type: string) => canvas.querySelector<HTMLElement>(`[part="document-section"][data-type="${type}"]`)!;
const fileInput = (scope: HTMLElement, name: string) => scope.querySelector<HTMLInputElement>(`input[type="file"][name="${name}"]`)!;

/** One document in each state: the ID card approved; the tabs by keyboard show the passport pending; the proof of address expired. */
export const InEachState: Story = {
  parameters: documentsStory(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'document-state')).not.toBeNull());
    expect(section(canvasElement, 'id_card').querySelector('[part="document-state"]')!.getAttribute('data-state')).toBe('approved');
    const idCardTab = canvasElement.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')!;
    idCardTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(section(canvasElement, 'passport')).not.toBeNull());
    expect(section(canvasElement, 'passport').querySelector('[part="document-state"]')!.getAttribute('data-state')).toBe('pending');
    // A passport needs its number but no back side.
    expect(fileInput(section(canvasElement, 'passport'), 'back_file')).toBeNull();
    const proof = [...canvasElement.querySelectorAll<HTMLButtonElement>('.casino-accordion__button')].find((button) => button.textContent?.includes('Proof of address'))!;
    await userEvent.click(proof);
    expect(proof.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(section(canvasElement, 'proof_of_address').querySelector('[part="document-state"]')!.getAttribute('data-state')).toBe('expired'));
    expect(section(canvasElement, 'proof_of_address').querySelector('input[name="idn"]')).toBeNull();
    await userEvent.click(section(canvasElement, 'proof_of_address').querySelector<HTMLButtonElement>('[part="download"]')!);
    expect(byPart(canvasElement, 'documents-notice').textContent).toBe('');
  },
};

/** Nothing uploaded yet. */
export const Empty: Story = {
  parameters: documentsStory({ documents: [] }),
  play: async ({ canvasElement }) => {
    // The ID card's tab and the three closed sections each say so.
    await waitFor(() => expect(sections(canvasElement)).toHaveLength(4));
    expect(sections(canvasElement).every((item) => item.textContent?.includes('Nothing uploaded yet.'))).toBe(true);
    expect(byPart(canvasElement, 'document-list')).toBeNull();
  },
};

/** The browser's own checks: every missing part named, then a wrong type, a name with a space and an expiry of today. */
export const ClientChecks: Story = {
  parameters: documentsStory({ documents: [] }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'upload')).not.toBeNull());
    await userEvent.click(byPart(canvasElement, 'upload'));
    const idCard = section(canvasElement, 'id_card');
    await waitFor(() => expect(idCard.querySelectorAll('[aria-invalid="true"]')).toHaveLength(4));
    await userEvent.upload(fileInput(idCard, 'front_file'), picture('my front.png'));
    await waitFor(() => expect(idCard.textContent).toContain('Please do not use spaces or special characters'));
    expect(byPart(canvasElement, 'upload-notice').textContent).toBe('');
  },
};

/** The platform refused the file (HTML named .png): its first field error under the form. */
export const ServerRefusal: Story = {
  parameters: documentsStory({
    documents: [],
    uploadRefusal: { status: 422, message: 'The front file is not the PNG, JPEG or PDF its name says.', code: 'validation_failed', errors: { front_file: ['The front file is not the PNG, JPEG or PDF its name says.'] } },
  }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'upload')).not.toBeNull());
    const idCard = section(canvasElement, 'id_card');
    await userEvent.upload(fileInput(idCard, 'front_file'), picture('front.png'));
    await userEvent.upload(fileInput(idCard, 'back_file'), picture('back.jpg', 'image/jpeg'));
    await userEvent.type(byPart(canvasElement, 'idn'), 'AB123456');
    await userEvent.type(byPart(canvasElement, 'expires-at'), '2031-01-01');
    await userEvent.click(byPart(canvasElement, 'upload'));
    await waitFor(() => expect(byPart(canvasElement, 'upload-notice').textContent).toBe('The front file is not the PNG, JPEG or PDF its name says.'));
    expect(byPart(canvasElement, 'upload-notice').getAttribute('role')).toBe('alert');
  },
};

/** A chosen picture previewed, then uploaded: it joins the list, pending, and the form is empty again. */
export const Uploaded: Story = {
  parameters: documentsStory({ documents: [] }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'upload')).not.toBeNull());
    const idCard = section(canvasElement, 'id_card');
    await userEvent.upload(fileInput(idCard, 'front_file'), picture('front.png'));
    await waitFor(() => expect(byPart<HTMLImageElement>(canvasElement, 'preview').src).toMatch(/^blob:/));
    expect(byPart<HTMLImageElement>(canvasElement, 'preview').alt).toBe('Preview of front.png');
    await userEvent.upload(fileInput(idCard, 'back_file'), picture('back.jpg', 'image/jpeg'));
    await userEvent.type(byPart(canvasElement, 'idn'), 'AB123456');
    await userEvent.type(byPart(canvasElement, 'expires-at'), '2031-01-01');
    await userEvent.click(byPart(canvasElement, 'upload'));
    await waitFor(() => expect(byPart(canvasElement, 'upload-notice').textContent).toBe('Document uploaded. We will verify it soon.'));
    expect(byPart(canvasElement, 'document-state').getAttribute('data-state')).toBe('pending');
    expect(byPart(canvasElement, 'preview')).toBeNull();
  },
};

/** A player who is not active: the note, and the forms disabled. */
export const Inactive: Story = {
  parameters: documentsStory({}, { status: 'inactive' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'documents-inactive')).not.toBeNull());
    await waitFor(() => expect(byPart<HTMLButtonElement>(canvasElement, 'upload').disabled).toBe(true));
  },
};

/** The list did not load: the retry panel. */
export const LoadError: Story = {
  parameters: documentsStory({ listStatus: 400 }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'error')).not.toBeNull());
  },
};

/** On a phone: the accordion and the tabs in a narrow column. */
export const Phone: Story = {
  parameters: documentsStory(),
  globals: phone,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'document-state')).not.toBeNull());
    const view = byPart<HTMLElement>(canvasElement, 'documents');
    expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth + 1);
  },
};
