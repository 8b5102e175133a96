import { loadServices } from './packages/core/src/deferred';

// The API layer is a lazily imported chunk in the browser. Under vitest a first dynamic import
// goes through the module runner, which fake timers can stall: load it once up front, so the
// runtime's later `import()` is an already-settled promise in every test.
await loadServices();

// Files of the shared project run one after another in the same worker and DOM (vitest.config.ts):
// each starts from an empty document, as it would in a worker of its own.
if (typeof document !== 'undefined') {
  const { beforeAll } = await import('vitest');
  beforeAll(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    document.documentElement.removeAttribute('class');
    document.documentElement.removeAttribute('lang');
  });
}
