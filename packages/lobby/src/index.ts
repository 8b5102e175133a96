// The element interfaces, HTMLElementTagNameMap and React JSX types, generated from the definitions.
export type * from './elements.generated';
import { defineLobby, LOBBY_TAG } from './lobby/casino-lobby';

export { Lobby, type LobbyProps } from './lobby/Lobby';
export { createLobbyModel, type LobbyModel, type GameList } from './lobby/lobby-model';
export { filtersFromQuery, queryFromFilters, readSearch, LOBBY_SECTIONS, type LobbyFilters, type LobbySection } from './lobby/lobby-filters';
export { defineLobby, LOBBY_TAG };

/** Registers `<casino-lobby>`. Safe to call more than once. */
export function defineLobbyElements(): void {
  defineLobby();
}

// Importing the package registers the elements (a no-op outside a browser and on a second import).
if (typeof customElements !== 'undefined') defineLobbyElements();
