import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';

/** One delayed call that can be cancelled: the runtime scheduler's `after`. */
export type After = (ms: number, task: () => void) => () => void;

export interface CarouselModelOptions {
  count: number;
  /** Advance every this many ms; undefined never advances on its own. */
  autoAdvanceMs?: number;
  after: After;
}

export interface CarouselModel {
  readonly index: ReadonlySignal<number>;
  readonly count: ReadonlySignal<number>;
  /** The player's choice from the pause control (true until they pause). */
  readonly playing: ReadonlySignal<boolean>;
  /** Whether the slides move on their own right now. */
  readonly rotating: ReadonlySignal<boolean>;
  /** Whether auto-advance applies at all (asked for, allowed, more than one slide): shows the pause control. */
  readonly canRotate: ReadonlySignal<boolean>;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  togglePlaying(): void;
  setCount(count: number): void;
  /** Pointer over the carousel stops rotation while it stays there (the spec: stopped on hover). */
  setHovered(hovered: boolean): void;
  /** Keyboard focus inside the carousel stops rotation (WAI-ARIA carousel pattern). */
  setFocused(focused: boolean): void;
  /** False where auto-advance is not asked for (wide screens) or not wanted (prefers-reduced-motion). */
  setAllowed(allowed: boolean): void;
  dispose(): void;
}

/** Wraps past either end: after the last slide comes the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The carousel's rules without a DOM: which slide shows, and when it moves on by itself. The
 * timer runs on the injected `after` (the runtime scheduler, design rule 10), re-armed on every
 * slide change, so a slide chosen by hand gets its full time too.
 */
export function createCarouselModel(options: CarouselModelOptions): CarouselModel {
  const index = signal(0);
  const count = signal(Math.max(0, options.count));
  const playing = signal(true);
  const hovered = signal(false);
  const focused = signal(false);
  const allowed = signal(true);
  const canRotate = computed(() => options.autoAdvanceMs !== undefined && allowed.value && count.value > 1);
  const rotating = computed(() => canRotate.value && playing.value && !hovered.value && !focused.value);

  const goTo = (target: number) => {
    index.value = wrapIndex(target, count.value);
  };

  const stopTimer = effect(() => {
    if (!rotating.value) return;
    // Read so that every slide change re-arms the timer.
    const current = index.value;
    return options.after(options.autoAdvanceMs!, () => goTo(current + 1));
  });

  return {
    index,
    count,
    playing,
    rotating,
    canRotate,
    next: () => goTo(index.value + 1),
    previous: () => goTo(index.value - 1),
    goTo,
    togglePlaying() {
      playing.value = !playing.value;
    },
    setCount(value) {
      count.value = Math.max(0, value);
      if (index.value >= count.value) index.value = 0;
    },
    setHovered(value) {
      hovered.value = value;
    },
    setFocused(value) {
      focused.value = value;
    },
    setAllowed(value) {
      allowed.value = value;
    },
    dispose: stopTimer,
  };
}
