// @vitest-environment jsdom
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { describe, it } from 'vitest';
import * as previewAnnotations from './preview';

/**
 * Every Storybook story as a test (decision 0007): rendered with the preview's loaders and
 * decorators, its play function run, then the a11y addon's axe check, which fails the story on a
 * violation (`parameters.a11y.test: 'error'` in preview.ts; VITEST_STORYBOOK=false in
 * vitest.config.ts makes it throw instead of only reporting).
 *
 * jsdom has no layout: a story tagged `needs-layout` (a play function that scrolls) is left to the
 * end-to-end test of the same behaviour (tests/header-footer.spec.ts, compact header, @layout), and
 * axe cannot judge colour contrast here (the e2e scans do).
 */
// Only a violation fails a story: axe then details the nodes of its violations alone, not a
// selector for every node that passed (half of axe's time here; the workshop's panel keeps them).
// No iframes: jsdom loads none, and axe logged each empty one whole (the game frame's stories).
const violationsOnly = { parameters: { a11y: { options: { resultTypes: ['violations'], iframes: false } } } };
setProjectAnnotations([a11yAnnotations, previewAnnotations, violationsOnly]);
// Storybook's own copy of testing-library: its 1 s for `waitFor` in play functions is real time a
// busy core can eat (vitest.setup.ts does the same for the component tests).
configure({ asyncUtilTimeout: 10_000 });

type StoriesModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoriesModule>('../packages/*/src/**/*.stories.tsx', { eager: true });

for (const [path, module] of Object.entries(modules)) {
  describe(path.replace('../packages/', ''), () => {
    const stories = Object.entries(composeStories(module)).filter(([, Story]) => !Story.tags.includes('needs-layout'));
    for (const [name, Story] of stories) {
      it(name, async () => {
        await Story.run();
      });
    }
  });
}
