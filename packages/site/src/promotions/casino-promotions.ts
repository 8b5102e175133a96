import { defineElement } from '@casino-sdk/ui';
import { Promotions } from './Promotions';
import { promotionsCss } from './promotions.styles';
import { promotionsDefinition } from './casino-promotions.definition';

export const PROMOTIONS_TAG = promotionsDefinition.tag;

/** Registers `<casino-promotions>` from its definition (`./casino-promotions.definition.ts`). */
export function definePromotions(): CustomElementConstructor | undefined {
  return defineElement(promotionsDefinition, Promotions, { styles: [promotionsCss] });
}
