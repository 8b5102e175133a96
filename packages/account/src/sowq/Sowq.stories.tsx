import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart } from '../../../../.storybook/play';
import { phone } from '../../../../.storybook/viewports';
import { accountStory, sowqAnswered, sowqSurvey } from '../account/account-fixture';
import { accountDefinition } from '../account/casino-account.definition';
import '../index';

/** `<casino-account view="sowq">` on a fixture platform. */
const element = elementMeta(accountDefinition, { states: { 'signed in': accountStory().casino, 'signed out': {} } });

const meta = {
  title: 'Account/Source of wealth',
  ...element,
  tags: ['autodocs'],
  args: { view: 'sowq' },
  render: (args) => <StayOnPage>{renderElement(accountDefinition, args)}</StayOnPage>,
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills every required question of the fixture's questionnaire. */
async function answer(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(await canvas.findByLabelText(/main source of the funds/), 'savings');
  await userEvent.type(canvas.getByLabelText(/Your occupation/), 'Teacher');
  await userEvent.type(canvas.getByLabelText(/yearly net income/), '31000');
  await userEvent.type(canvas.getByLabelText(/Since when/), '2015-03-01');
  await userEvent.click(canvas.getByRole('radio', { name: 'Up to EUR 500' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /funds I play with are my own/ }));
}

/** Required and unanswered: one question of each kind; the answers sent show as the list of answers. */
export const Required: Story = {
  parameters: accountStory(),
  play: async ({ canvasElement }) => {
    await answer(canvasElement);
    await userEvent.click(byPart(canvasElement, 'submit'));
    await waitFor(() => expect(byPart(canvasElement, 'answers')).not.toBeNull());
    expect(byPart(canvasElement, 'status').textContent).toBe('Thank you, your answers were saved.');
    expect(byPart(canvasElement, 'answers').textContent).toContain('Teacher');
  },
};

/** Sent with answers missing or of the wrong kind: each question says what is wrong, nothing is sent. */
export const AnswersMissing: Story = {
  parameters: accountStory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/yearly net income/), 'a lot');
    await userEvent.click(byPart(canvasElement, 'submit'));
    await waitFor(() => expect(canvas.getByText('Enter an amount in figures, with at most two decimals.')).toBeVisible());
    expect(canvas.getAllByText('Please answer this question.').length).toBeGreaterThanOrEqual(4);
    // The first question with a problem takes the keyboard.
    expect(canvas.getByLabelText(/Your occupation/)).toHaveFocus();
  },
};

/** The platform refuses an answer: its message under the question, every value kept. */
export const RefusedByThePlatform: Story = {
  parameters: accountStory({
    surveyRefusal: { status: 422, message: 'The date cannot be in the future.', code: 'validation_failed', errors: { 'answers.4': ['The date cannot be in the future.'] } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answer(canvasElement);
    await userEvent.click(byPart(canvasElement, 'submit'));
    await waitFor(() => expect(canvas.getByText('The date cannot be in the future.')).toBeVisible());
    expect(byPart(canvasElement, 'error').textContent).toContain('Some answers need another look');
    expect(canvas.getByLabelText<HTMLInputElement>(/Your occupation/).value).toBe('Teacher');
  },
};

/** Answered: the answers as the platform keeps them. */
export const Answered: Story = {
  parameters: accountStory({ survey: sowqAnswered }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'answers')).not.toBeNull());
    expect(byPart(canvasElement, 'answers').querySelectorAll('dt')).toHaveLength(sowqAnswered.survey_answers.length);
  },
};

/** A low AML level without answers and not required: nothing to answer. */
export const NotNecessary: Story = {
  parameters: accountStory({ survey: { ...sowqSurvey, status: 'not_required', is_required: false }, amlLevel: 'low' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'not-necessary')).not.toBeNull());
    expect(byPart(canvasElement, 'form')).toBeNull();
  },
};

/** The survey could not be loaded: the house's retry panel. */
export const LoadFailed: Story = {
  parameters: accountStory({ answers: (method, path) => (method === 'GET' && path === '/v1/surveys/sowq' ? jsonResponse({ message: 'The questionnaire is not available right now.' }, 403) : undefined) }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('The questionnaire is not available right now.')).toBeVisible());
    expect(within(byPart<HTMLElement>(canvasElement, 'error')).getByRole('button')).toBeVisible();
  },
};

/** On a phone: the questions one under the other. */
export const Phone: Story = {
  parameters: accountStory(),
  globals: phone,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'form')).not.toBeNull());
  },
};
