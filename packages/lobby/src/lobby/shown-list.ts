import type { Scheduler } from '@casino-sdk/core/internal';
import { useEffect, useState } from 'react';
import type { GameList } from './lobby-model';

/** How long the last list stays while the next one loads, before the skeletons take its place. */
export const STALE_LIST_MS = 300;

export interface ShownList {
  list: GameList;
  /** The last list, still shown while the next one loads. */
  stale: boolean;
}

/**
 * The list to draw. While a new list loads, the last one stays for a moment: a quick answer then
 * replaces it in a single frame. Drawing skeletons for those few milliseconds would cost a frame of
 * its own, and its painting holds back the frame that shows the answer (decision 0029). A slow
 * answer gets the skeletons after `STALE_LIST_MS`; a first list gets them at once.
 */
export function useShownList(list: GameList, scheduler: Scheduler): ShownList {
  const [last, setLast] = useState<GameList | null>(list.kind === 'ready' ? list : null);
  const [expired, setExpired] = useState(false);
  if (list.kind !== 'loading' && list !== last) {
    setLast(list);
    setExpired(false);
  }

  const waiting = list.kind === 'loading' && last?.kind === 'ready' && !expired;
  useEffect(() => {
    if (!waiting) return;
    return scheduler.after(STALE_LIST_MS, () => setExpired(true));
  }, [waiting, scheduler]);

  return waiting && last ? { list: last, stale: true } : { list, stale: false };
}

/**
 * `value` as it was when the shown list was drawn: held while the last list stays (`stale`), so what
 * goes with a list (the home page's rows go with the unfiltered one) changes in the answer's frame too.
 * Changed at once, those rows' going would move the last list's cards into view for a frame of their
 * own, their art fetched and drawn only to be replaced.
 */
export function useHeldWhileStale<T>(value: T, stale: boolean): T {
  const [held, setHeld] = useState(value);
  if (!stale && !Object.is(held, value)) setHeld(value);
  return stale ? held : value;
}
