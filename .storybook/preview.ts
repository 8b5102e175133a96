import { LANGUAGES, type Language } from '@casino-sdk/core';
import { LANGUAGE_NAMES } from '@casino-sdk/core/rules';
import { adoptDocumentStyles, tokensCss, type ElementDefinition } from '@casino-sdk/ui';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { componentStyles } from '@casino-sdk/ui/component-styles';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { action } from 'storybook/actions';
import { ElementDocsPage } from './ElementDocsPage';
import { startStoryRuntime, type CasinoStoryParameters } from './platform';
import { viewportOptions } from './viewports';

// Storybook renders components outside elements too: give the canvas the tokens and the shared
// component styles the way an element would (constructable sheets, @layer casino).
const canvasCss = `
.story-canvas {
  min-height: 100vh;
  padding: var(--casino-space-4, 16px);
  background: var(--casino-color-bg, #ffffff);
  color: var(--casino-color-text, #14161b);
  box-sizing: border-box;
}
.story-canvas--flush { padding: 0; }
.story-row { display: flex; flex-wrap: wrap; gap: var(--casino-space-3, 12px); align-items: center; }
.story-stack { display: flex; flex-direction: column; gap: var(--casino-space-4, 16px); max-width: 28rem; }
.story-narrow { max-width: 390px; border-inline-end: 1px dashed var(--casino-color-border, #7b8190); }
.story-page-text { padding: var(--casino-space-4, 16px); }
`;
adoptDocumentStyles(document, [tokensCss, ...componentStyles, canvasCss]);

// Each element brings its English with its own code. The workshop shows them all, and the stories
// of shared components borrow the elements' words (a button labelled "Deposit"), so it knows them all.
const elementTexts = import.meta.glob<Record<string, string>>('../packages/*/src/**/*texts.en.json', { eager: true, import: 'default' });
for (const texts of Object.values(elementTexts)) addEnglishTexts(texts);


/**
 * A fresh SDK runtime for every story, in the toolbar's language, on the story's fixtures. The
 * `state` control (element stories with `casinoStates`) picks a fixture over the story's own; loaders
 * run again on every args change, so switching it re-renders the element on the new fixture.
 */
const runtimeLoader: Loader = async (context) => {
  const language = (context.globals.language ?? 'en') as Language;
  const states = context.parameters.casinoStates as Record<string, CasinoStoryParameters> | undefined;
  const state = typeof context.args.state === 'string' ? states?.[context.args.state] : undefined;
  const fixture = context.parameters.casino as CasinoStoryParameters | undefined;
  return startStoryRuntime(language, state ? { ...fixture, ...state } : fixture);
};

/**
 * Every event the story's element documents shows in the Actions panel with its detail. A
 * `casino-navigate` is taken, as a host router would take it, so a click never leaves the canvas.
 */
const logElementEvents: NonNullable<Preview['beforeEach']> = (context) => {
  const definition = context.parameters.element as ElementDefinition | undefined;
  if (!definition) return;
  const listeners = Object.keys(definition.events).map((name) => {
    const log = action(name);
    const listener = (event: Event) => {
      if (name === 'casino-navigate') event.preventDefault();
      log((event as CustomEvent).detail);
    };
    document.addEventListener(name, listener);
    return [name, listener] as const;
  });
  return () => {
    for (const [name, listener] of listeners) document.removeEventListener(name, listener);
  };
};

/**
 * Theme on a wrapper (any ancestor works: `data-casino-theme`), and a key per runtime so elements
 * are created anew and read the new runtime rather than keep the old one's signals.
 */
const withCanvas: Decorator = (Story, context) => {
  // 'system': no attribute, so prefers-color-scheme decides.
  const theme = context.globals.theme === 'dark' || context.globals.theme === 'light' ? context.globals.theme : undefined;
  // Storybook's own layout stays 'fullscreen' so the themed canvas covers the whole frame;
  // `parameters.canvas: 'flush'` drops our padding (the header sits at the top edge).
  const flush = context.parameters.canvas === 'flush';
  // A page of its own: one main landmark and one h1, as the host page would have.
  return createElement(
    'main',
    {
      key: String(context.loaded.run),
      className: `casino-root story-canvas${flush ? ' story-canvas--flush' : ''}`,
      'data-casino-theme': theme,
      lang: context.globals.language ?? 'en',
    },
    createElement('h1', { className: 'casino-visually-hidden' }, `${context.title}: ${context.name}`),
    createElement(Story),
  );
};

const preview: Preview = {
  loaders: [runtimeLoader],
  decorators: [withCanvas],
  beforeEach: logElementEvents,
  globalTypes: {
    language: {
      description: 'SDK language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((code) => ({ value: code, title: LANGUAGE_NAMES[code] })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Casino theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'System (prefers-color-scheme)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en', theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { options: viewportOptions },
    docs: { page: ElementDocsPage },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
