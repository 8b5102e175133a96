import { loadServices } from './packages/core/src/deferred';

// The API layer is a lazily imported chunk in the browser. Under vitest a first dynamic import
// goes through the module runner, which fake timers can stall: load it once up front, so the
// runtime's later `import()` is an already-settled promise in every test.
await loadServices();

// Files of the shared project run one after another in the same worker and DOM (vitest.config.ts):
// each starts from an empty document, as it would in a worker of its own.
if (typeof document !== 'undefined') {
  const { beforeAll } = await import('vitest');
  // `npm test` runs the unit tests beside the browser tests, at a lower priority (scripts/test-phases.mjs):
  // testing-library's 1 s for `waitFor` and `findBy*` is real time a busy core can eat. A wait still
  // fails when its condition never holds, only later.
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
  beforeAll(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    // jsdom moves focus back to the body only when the focused element, or a shadow host holding
    // it, is itself removed, not when it leaves with an ancestor: `activeElement` then stays null
    // (it failed a consent test that checks focus stays on the page, after another file's dialog).
    // Focusing an element and removing it is the removal jsdom does handle.
    const blank = document.body.appendChild(document.createElement('button'));
    blank.focus();
    blank.remove();
    document.documentElement.removeAttribute('class');
    document.documentElement.removeAttribute('lang');
  });
}
