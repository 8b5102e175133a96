import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart } from '../../../../.storybook/play';
import { phone } from '../../../../.storybook/viewports';
import { accountDefinition } from '../account/casino-account.definition';
import { kycStory, level, type KycFixtureState } from './kyc-fixture';
import '../index';

const started = (): KycFixtureState => ({ levels: [level('BasicAmlLevel', 'initialized')] });

/** `<casino-account view="kyc">` on a fixture platform, with a stand-in vendor. */
const element = elementMeta(accountDefinition, { states: { 'signed in': kycStory(started()).casino, 'signed out': {} } });

const meta = {
  title: 'Account/Verification',
  ...element,
  tags: ['autodocs'],
  args: { view: 'kyc' },
  render: (args) => <StayOnPage>{renderElement(accountDefinition, args)}</StayOnPage>,
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const statuses = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(byPart(canvasElement, 'levels')).not.toBeNull());
  return [...canvasElement.querySelectorAll('[part="level-status"]')].map((status) => status.textContent);
};

/** Basic check not started: Verify opens the vendor, and once it says the check was sent the page says so and waits for the platform. */
export const NotStarted: Story = {
  parameters: kycStory(started()),
  play: async ({ canvasElement }) => {
    expect(await statuses(canvasElement)).toEqual(['Not started']);
    expect(byPart(canvasElement, 'selfie')).toBeNull();
    await userEvent.click(byPart(canvasElement, 'verify'));
    const vendor = byPart<HTMLElement>(canvasElement, 'vendor');
    await waitFor(() => expect(within(vendor).getByRole('button', { name: 'Send document' })).toBeTruthy());
    expect(byPart(canvasElement, 'check').textContent).toContain('Basic identity check');
    await userEvent.click(within(vendor).getByRole('button', { name: 'Send document' }));
    await waitFor(() => expect(byPart(canvasElement, 'status').textContent).toContain('Your documents were sent'));
    // The vendor's word alone moves nothing: the platform still says not started.
    expect(await statuses(canvasElement)).toEqual(['Not started']);
  },
};

/** Sent and waiting for review: still a Verify button, which opens the vendor's own "pending" page. */
export const Pending: Story = {
  parameters: kycStory({ levels: [level('BasicAmlLevel', 'pending')] }),
  play: async ({ canvasElement }) => {
    expect(await statuses(canvasElement)).toEqual(['Pending review']);
    expect(byPart(canvasElement, 'verify')).not.toBeNull();
    expect(byPart(canvasElement, 'selfie')).toBeNull();
  },
};

/** Everything accepted: no Verify, no prompt. */
export const Accepted: Story = {
  parameters: kycStory({ levels: [level('BasicAmlLevel', 'accepted', 1), level('ID_SELFIE_2NDID_POA', 'accepted', 2)] }),
  play: async ({ canvasElement }) => {
    expect(await statuses(canvasElement)).toEqual(['Accepted', 'Accepted']);
    expect(byPart(canvasElement, 'verify')).toBeNull();
    expect(byPart(canvasElement, 'selfie')).toBeNull();
  },
};

/** Basic accepted, nothing else: the prompt moves the player to the ID and selfie level and opens its check. */
export const SelfiePrompt: Story = {
  parameters: kycStory({ levels: [level('BasicAmlLevel', 'accepted')] }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'selfie')).not.toBeNull());
    await userEvent.click(byPart(canvasElement, 'selfie-start'));
    await waitFor(() => expect(byPart(canvasElement, 'check').textContent).toContain('ID, selfie and proof of address'));
    expect(await statuses(canvasElement)).toEqual(['Accepted', 'Not started']);
    expect(byPart(canvasElement, 'selfie')).toBeNull();
  },
};

/** The vendor rejected the selfie check: Verify again. */
export const Rejected: Story = {
  parameters: kycStory({ levels: [level('BasicAmlLevel', 'accepted', 1), level('ID_SELFIE_2NDID_POA', 'rejected', 2)] }),
  play: async ({ canvasElement }) => {
    expect(await statuses(canvasElement)).toEqual(['Accepted', 'Rejected: please send your documents again']);
    expect(canvasElement.querySelectorAll('[part="verify"]')).toHaveLength(1);
  },
};

/** A script the skin does not allow is never loaded: the page says the check could not be opened safely. */
export const VendorNotAllowed: Story = {
  parameters: kycStory({ ...started(), sdkUrl: 'https://vendor.invalid/sdk.js' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'verify')).not.toBeNull());
    await userEvent.click(byPart(canvasElement, 'verify'));
    await waitFor(() => expect(byPart(canvasElement, 'failed').textContent).toContain('could not be opened safely'));
    expect(byPart<HTMLElement>(canvasElement, 'vendor').childElementCount).toBe(0);
  },
};

/** On a phone, with the vendor open. */
export const Phone: Story = {
  parameters: kycStory(started()),
  globals: phone,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'verify')).not.toBeNull());
    await userEvent.click(byPart(canvasElement, 'verify'));
    await waitFor(() => expect(byPart<HTMLElement>(canvasElement, 'vendor').childElementCount).toBe(1));
  },
};
