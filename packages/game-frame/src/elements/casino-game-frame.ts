/**
 * Entry of the CDN build for `<casino-game-frame>`: importing it registers the element.
 * The element itself is documented in `../game-frame/casino-game-frame.ts`.
 */
import { defineGameFrame } from '../game-frame/casino-game-frame';

export { defineGameFrame, GAME_FRAME_TAG } from '../game-frame/casino-game-frame';

if (typeof customElements !== 'undefined') defineGameFrame();
