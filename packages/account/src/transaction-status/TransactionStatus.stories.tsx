import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart } from '../../../../.storybook/play';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';
import { accountStory } from '../account/account-fixture';
import { transactionStatusDefinition } from './casino-transaction-status.definition';
import '../index';

const pending = { id: 77, status: 'pending' };
const withAttempt = (status: number, body: unknown) => accountStory({ answers: (method, path) => (method === 'GET' && /^\/v1\/transactions\/\w+\/status$/.test(path) ? jsonResponse(body, status) : undefined) });

const element = elementMeta(transactionStatusDefinition, { states: { 'signed in': withAttempt(200, pending).casino, 'signed out': {} } });

const meta = {
  title: 'Account/Transaction status',
  ...element,
  tags: ['autodocs'],
  args: { transactionId: '77' },
  render: (args) => <StayOnPage>{renderElement(transactionStatusDefinition, args)}</StayOnPage>,
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending withdrawal, its status in words and colour. */
export const Pending: Story = {
  parameters: withAttempt(200, pending),
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'status').querySelector('[data-status="pending"]')).not.toBeNull()),
};

/** A successful one. */
export const Success: Story = {
  parameters: withAttempt(200, { ...pending, status: 'success' }),
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'status').querySelector('[data-status="success"]')).not.toBeNull()),
};

/** Not found (or another player's): the message and the way home. */
export const NotFound: Story = {
  parameters: withAttempt(404, { message: 'Not found.' }),
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'home')).not.toBeNull()),
};

/** A visitor is asked to log in. */
export const SignedOut: Story = {
  parameters: { casino: {} },
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'sign-in')).not.toBeNull()),
};
