/**
 * Loads a site element's code the first time a page shows it (a dynamic import, its own chunk), so
 * the first page carries only the frame every page has. The page renders the tag at once: the
 * browser upgrades it when the definition arrives, and the page's section keeps its space meanwhile
 * (`main` has a min-height). One import per element, however often the page is shown.
 */
export function lazyElement(load: () => Promise<unknown>): () => void {
  let loading: Promise<unknown> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      // A chunk that failed (offline, a deploy replaced it) is tried again on the next visit.
      loading = null;
      console.error('Could not load a page element', error);
    });
  };
}
