import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart } from '../../../../.storybook/play';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';
import type { FixtureAnswers } from '@casino-sdk/core/testing/platform-fixture';
import { newsletterOptOutDefinition } from './casino-newsletter-opt-out.definition';
import '../index';

/** A visitor's platform that knows the token `good` (already unsubscribed with `already`). */
const optOut = (options: { already?: boolean; unknown?: boolean } = {}) => {
  const answers: FixtureAnswers = (method, path, _body, query) => {
    if (path === '/v1/notifications/newsletter/token/opt-out') {
      return jsonResponse(query.get('token') === 'good' && !options.unknown ? { is_valid: true, ...(options.already ? { message: "You're already unsubscribed from our newsletter" } : {}) } : { is_valid: false }, 200);
    }
    if (method === 'POST' && path === '/v1/notifications/newsletter/opt-out') return jsonResponse({ message: 'Newsletter opt-out request sent successfully' }, 200);
    return undefined;
  };
  return { casino: { platform: { answers } } };
};

const element = elementMeta(newsletterOptOutDefinition, { states: { visitor: optOut().casino } });

const meta = {
  title: 'Account/Newsletter opt-out',
  ...element,
  tags: ['autodocs'],
  args: { token: 'good' },
  render: (args) => <StayOnPage>{renderElement(newsletterOptOutDefinition, args)}</StayOnPage>,
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reason is required (with its counter); the confirmation, then the answer. */
export const OptOut: Story = {
  parameters: optOut(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'form')).not.toBeNull());
    await userEvent.click(byPart(canvasElement, 'submit'));
    await waitFor(() => expect(byPart(canvasElement, 'reason').getAttribute('aria-invalid')).toBe('true'));
    await userEvent.type(byPart(canvasElement, 'reason'), 'Too many e-mails');
    await userEvent.click(byPart(canvasElement, 'submit'));
    await waitFor(() => expect(byPart(canvasElement, 'confirm-yes')).not.toBeNull());
    await userEvent.click(byPart(canvasElement, 'confirm-yes'));
    await waitFor(() => expect(byPart(canvasElement, 'result')).not.toBeNull());
  },
};

/** Already unsubscribed: said at once. */
export const AlreadyUnsubscribed: Story = {
  parameters: optOut({ already: true }),
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'result')).not.toBeNull()),
};

/** A token the platform does not know (or none): the page is unavailable, with a way home. */
export const Unavailable: Story = {
  parameters: optOut({ unknown: true }),
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'home')).not.toBeNull()),
};
