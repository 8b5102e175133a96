import type { Runtime } from '../runtime';

/** A site dialog opened; the returned function closes it. Keeps the message poll waiting meanwhile. */
export function holdDialog(runtime: Runtime): () => void {
  runtime.store.openDialogs.value++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    runtime.store.openDialogs.value--;
  };
}
