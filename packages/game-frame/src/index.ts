// The element interfaces, HTMLElementTagNameMap and React JSX types, generated from the definitions.
export type * from './elements.generated';
import { defineGameFrame, GAME_FRAME_TAG } from './game-frame/casino-game-frame';

export { GameFrame, type GameFrameProps } from './game-frame/GameFrame';
export { createLaunchModel, type LaunchModel, type LaunchState, type PlayMode } from './game-frame/launch-model';
export { bonusProgress, type BonusProgress } from '@casino-sdk/core/money';
export type { LaunchOutcome } from './game-frame/launch-outcome';
export { defineGameFrame, GAME_FRAME_TAG };

/** Registers `<casino-game-frame>`. Safe to call more than once. */
export function defineGameFrameElements(): void {
  defineGameFrame();
}

// Importing the package registers the elements (a no-op outside a browser and on a second import).
if (typeof customElements !== 'undefined') defineGameFrameElements();
