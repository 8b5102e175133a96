// The player account family: the dashboard views, documents and the questionnaire (issue 23). Each
// element gets a folder here like access/src/login (definition, view, model, styles, texts, tests,
// story), a CDN entry in elements/, and is registered below; `npm run generate:elements` then writes
// elements.generated.ts and its reference, and npm-package.ts's FAMILIES takes the family in.

/** Registers the player account's elements. Safe to call more than once. */
export function defineAccountElements(): void {}
