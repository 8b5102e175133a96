import { loadServices } from './packages/core/src/deferred';

// The API layer is a lazily imported chunk in the browser. Under vitest a first dynamic import
// goes through the module runner, which fake timers can stall: load it once up front, so the
// runtime's later `import()` is an already-settled promise in every test.
await loadServices();
