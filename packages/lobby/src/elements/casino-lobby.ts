/**
 * Entry of the CDN build for `<casino-lobby>`: importing it registers the element.
 * The element itself is documented in `../lobby/casino-lobby.ts`.
 */
import { defineLobby } from '../lobby/casino-lobby';

export { defineLobby, LOBBY_TAG } from '../lobby/casino-lobby';

if (typeof customElements !== 'undefined') defineLobby();
