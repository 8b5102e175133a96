import type { Runtime } from '@casino-sdk/core';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { elementMeta, renderElement, type ElementArgs, type ElementMetaOptions } from '../../../../.storybook/element-stories';
import { lobbyDefinition } from './casino-lobby.definition';
import { createLobbyFixture, type LobbyFixtureOptions } from './lobby-fixture';

// What every `<casino-lobby>` story file shares: the generated catalogue over the story platform, the
// meta that keeps the frame where it is, and the element's shadow root.

/** The story platform plus a generated catalogue (`casino/*`, art as data URLs); `more.afterSession` runs after. */
export function catalogue(options: LobbyFixtureOptions = {}, more: CasinoStoryParameters = {}): { casino: CasinoStoryParameters } {
  return {
    casino: {
      ...more,
      afterSession: (runtime: Runtime) => {
        const fetch = runtime.config.value.fetch;
        if (fetch) runtime.config.value = { ...runtime.config.value, fetch: createLobbyFixture({ ...options, next: fetch }) };
        more.afterSession?.(runtime);
      },
    },
  };
}

/**
 * A lobby story file's meta, beside its own `title` (Storybook reads titles from the file): choosing a game or another route asks to navigate, which the story takes
 * so the frame stays; filters a story chose (the frame's URL query) are put back after it.
 */
export function lobbyMeta(args: ElementArgs, options: ElementMetaOptions = { states: { list: catalogue().casino } }) {
  const element = elementMeta(lobbyDefinition, options);
  return {
    ...element,
    args,
    render: (story: ElementArgs) => renderElement(lobbyDefinition, story),
    beforeEach: () => {
      const take = (event: Event) => event.preventDefault();
      document.addEventListener('casino-navigate', take);
      const query = location.search;
      return () => {
        document.removeEventListener('casino-navigate', take);
        history.replaceState(history.state, '', location.pathname + query);
      };
    },
  };
}

export function shadowOf(canvasElement: HTMLElement): ShadowRoot {
  const root = canvasElement.querySelector('casino-lobby')?.shadowRoot;
  if (!root) throw new Error('<casino-lobby> has no shadow root');
  return root;
}
