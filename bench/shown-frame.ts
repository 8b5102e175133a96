/**
 * When a view's change reached the screen: the view sets a mark in the commit that puts the change in
 * the DOM (ui's `useShownMark`), and the browser's trace tells when the first frame after that mark
 * was committed to the compositor, its paint done. Read in the page, a task queued after that frame
 * (a timer, even a `user-blocking` posted task) ran as much as 150 ms late on a page load, behind the
 * art's SVG image tasks that Chromium runs first, while the frame was already on screen (decision 0063).
 */
import type { Browser, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/** The frame's main-thread work ends with its commit to the compositor. */
const FRAME_END = 'Commit';
/** `Commit` is among the disabled-by-default timeline events; the marks are user timing. */
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];

export interface Shown {
  /** The mark's time (the page's `performance.now()` clock). */
  shown: number;
  /** The end of the first frame after it, on the same clock. */
  painted: number;
}

/**
 * Runs `act` under a trace; `act` returns the page's time of the mark `mark` it waited for (the first
 * after the trace began, with `shownAfter`).
 */
export async function tracedShown(browser: Browser, page: Page, mark: string, act: () => Promise<number>): Promise<Shown> {
  await browser.startTracing(page, { categories: CATEGORIES });
  let events: TraceEvent[];
  let shown: number;
  try {
    shown = await act();
  } finally {
    events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  }
  return { shown, painted: shown + frameAfterMark(events, mark) };
}

/** Milliseconds from the first `mark` in the trace to the end of the first frame committed after it on its thread. */
export function frameAfterMark(events: readonly TraceEvent[], mark: string): number {
  const marked = events.filter((event) => event.name === mark && event.ph !== 'X').sort((a, b) => a.ts - b.ts)[0];
  if (!marked) throw new Error(`no ${mark} mark in the trace`);
  const frame = events
    .filter((event) => event.name === FRAME_END && event.ph === 'X' && event.pid === marked.pid && event.tid === marked.tid && event.ts >= marked.ts)
    .sort((a, b) => a.ts - b.ts)[0];
  if (!frame) throw new Error(`no frame after the ${mark} mark in the trace`);
  return (frame.ts + (frame.dur ?? 0) - marked.ts) / 1000;
}

/**
 * The page's time of the first mark `mark` after `since`, given once the frame after it has been drawn
 * (the second animation frame from the mark starts after the first one's commit). The page is not
 * polled: a performance observer wakes the wait, so the bench adds no work of its own to that frame.
 */
export function shownAfter(page: Page, mark: string, since: number): Promise<number> {
  // No named functions in here: the page runs this source as it is (tsx would wrap them in helpers).
  return page.evaluate(
    ([name, after]) =>
      new Promise<number>((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error(`no ${name} mark within 60 s`)), 60_000);
        // `buffered` replays the marks already made, so a mark set before this call is found too.
        const observer = new PerformanceObserver(() => {
          const found = performance.getEntriesByName(name).find((entry) => entry.startTime > after);
          if (!found) return;
          observer.disconnect();
          clearTimeout(timeout);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(found.startTime)));
        });
        observer.observe({ type: 'mark', buffered: true });
      }),
    [mark, since] as const,
  );
}

/** The end of the last answer whose URL holds every one of `parts`, started after `since` and ended by `by` (Resource Timing). */
export function answerEnd(page: Page, parts: readonly string[], since: number, by: number): Promise<number> {
  return page.evaluate(
    ([holds, after, until]) =>
      performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => holds.every((part) => entry.name.includes(part)) && entry.startTime > after)
        .filter((entry) => entry.responseEnd <= until)
        .at(-1)?.responseEnd ?? Number.NaN,
    [parts, since, by] as const,
  );
}
