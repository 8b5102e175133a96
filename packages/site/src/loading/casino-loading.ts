import { defineElement } from '@casino-sdk/ui';
import { LoadingScreen } from './LoadingScreen';
import { loadingScreenCss } from './loading.styles';
import { loadingDefinition } from './casino-loading.definition';

export const LOADING_TAG = loadingDefinition.tag;

/** Registers `<casino-loading>` from its definition (`./casino-loading.definition.ts`: attributes, events, parts, CSS properties). */
export function defineLoading(): CustomElementConstructor | undefined {
  return defineElement(loadingDefinition, LoadingScreen, { styles: [loadingScreenCss] });
}
