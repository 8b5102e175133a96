import { defineElement } from '@casino-sdk/ui';
import { dialogCss } from '@casino-sdk/ui/dialog';
import { GameFrame } from './GameFrame';
import { gameFrameCss } from './game-frame.styles';
import { gameFrameDefinition } from './casino-game-frame.definition';

export const GAME_FRAME_TAG = gameFrameDefinition.tag;

/** Registers `<casino-game-frame>` from its definition (`./casino-game-frame.definition.ts`). */
export function defineGameFrame(): CustomElementConstructor | undefined {
  return defineElement(gameFrameDefinition, GameFrame, { styles: [dialogCss, gameFrameCss] });
}
