import { defineElement } from '@casino-sdk/ui';
import { bannerSlotCss } from '@casino-sdk/ui/banners/banner-slot.styles';
import { Lobby } from './Lobby';
import { lobbyCss } from './lobby.styles';
import { lobbyDefinition } from './casino-lobby.definition';

export const LOBBY_TAG = lobbyDefinition.tag;

/** Registers `<casino-lobby>` from its definition (`./casino-lobby.definition.ts`). */
export function defineLobby(): CustomElementConstructor | undefined {
  return defineElement(lobbyDefinition, Lobby, { styles: [lobbyCss, bannerSlotCss] });
}
