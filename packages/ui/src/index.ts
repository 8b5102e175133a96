// What every element uses. Components come from their own entry points (`@casino-sdk/ui/button`,
// `/field`, `/dialog`, `/loading`, `/toast`): esbuild's code splitting assigns a file to every
// entry that can reach it, even through an unused re-export, so a component listed here would sit
// in the shared runtime of elements that never show it (decision 0005).
export { defineElement, type DefineElementOptions } from './element/define-element';
export { attributeName, type AttributeType, type AttributeDefinition, type ElementDefinition, type ElementProps, type EventDefinition } from './element/element-definition';
export { useHost, useElementStyles, HostProvider } from './element/host';
export { lazyNamed } from './element/lazy-named';
export { ElementErrorBoundary } from './element/ElementErrorBoundary';
export { Heading, headingTag, type HeadingProps, type HeadingTag } from './element/heading';
export { isPlainClick, linkClick, type ClickLike } from './events/link';
export { emit, navigate, navigateBack, type CasinoEventMap, type CasinoEventName, type CasinoEvent, type CasinoEventTypes, type PageHistory, type PageLocation } from './events/emit';
export { useRuntime, useT, useLanguage, type Translate } from './runtime/use-runtime';
export { useModel, type ViewModelLifecycle } from './runtime/use-model';
export { useShownMark } from './runtime/shown-mark';
export { addElementStyles, adoptDocumentStyles, adoptShadowStyles, canAdoptStyles } from './styles/adopt';
export { tokensCss, lightColours, darkColours, colour, contrastRatio, type ColourToken } from './styles/tokens';
export { baseCss } from './styles/base';
