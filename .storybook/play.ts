import { expect, userEvent, waitFor } from 'storybook/test';

/** The element under a story's canvas with this `part` name (a documented styling hook). */
export const byPart = <E extends Element = HTMLInputElement>(canvasElement: HTMLElement, part: string) => canvasElement.querySelector<E>(`[part="${part}"]`)!;

/** Types a new password and its confirmation into NewPasswordFields (change password, reset). */
export async function fillNewPassword(canvasElement: HTMLElement, password: string, confirmation: string) {
  await waitFor(() => expect(byPart(canvasElement, 'new-password')).not.toBeNull());
  await userEvent.type(byPart(canvasElement, 'new-password'), password);
  await userEvent.type(byPart(canvasElement, 'confirm-password'), confirmation);
}
