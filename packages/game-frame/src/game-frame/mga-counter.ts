import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Scheduler } from '@casino-sdk/core/internal';

/** Spec §9: the mgaCounter cookie lives 3600 s. */
export const MGA_COOKIE_SECONDS = 3600;
/** Spec §9: without the player's reality_minutes the timer starts at 3600 s. */
export const DEFAULT_REALITY_SECONDS = 3600;
/** Spec §9: at 61 s or less the reality check fires. */
export const FIRE_AT_SECONDS = 61;

/** The timer's full length: reality_minutes × 60, or 3600 s when the player has none. */
export function realitySeconds(realityMinutes: number | null | undefined): number {
  return typeof realityMinutes === 'number' && Number.isInteger(realityMinutes) && realityMinutes > 0 ? realityMinutes * 60 : DEFAULT_REALITY_SECONDS;
}

/** The seconds a saved cookie holds, or null when it is absent or not a count the timer could have written. */
export function savedSeconds(cookie: string | null, full: number): number | null {
  if (cookie === null || !/^\d{1,6}$/.test(cookie)) return null;
  const value = Number(cookie);
  return value > full ? full : value;
}

export interface MgaCounterOptions {
  scheduler: Scheduler;
  /** The player's reality_minutes, read when the timer starts and when it resets. */
  realityMinutes: () => number | null;
  readCookie: () => string | null;
  writeCookie: (seconds: number, maxAgeSeconds: number) => void;
  /** The reality check is due: `minutes` is the interval it covers. */
  onFire: (minutes: number) => void;
  /**
   * Runs `count` while no other tab counts (reality-timer.ts: a Web Lock), until the promise it
   * returns settles; `signal` gives up waiting. Without it this tab counts at once.
   */
  exclusive?: (count: () => Promise<void>, signal: AbortSignal) => void;
}

export interface MgaCounter {
  /** Seconds left until the next reality check. */
  readonly seconds: ReadonlySignal<number>;
  /** Counts down once a second while real money plays; returns the stop (the count stays in the cookie). */
  run(): () => void;
}

/**
 * The spec's `mgaCounter`: the seconds until the next reality check, kept in a cookie so the count
 * survives reloads and game switches. It runs only while a real-money game is open and not paused;
 * at 61 s or less it fires and starts again at reality_minutes × 60. With games open in two tabs
 * one of them counts (`exclusive`) and the other follows the cookie, so time never runs double;
 * when the counting tab stops, a waiting one takes over from the cookie.
 */
export function createMgaCounter(options: MgaCounterOptions): MgaCounter {
  const full = () => realitySeconds(options.realityMinutes());
  const seconds = signal(savedSeconds(options.readCookie(), full()) ?? full());

  function tick() {
    let next = (savedSeconds(options.readCookie(), full()) ?? seconds.value) - 1;
    if (next <= FIRE_AT_SECONDS) {
      options.onFire(Math.round(full() / 60));
      next = full();
    }
    seconds.value = next;
    options.writeCookie(next, MGA_COOKIE_SECONDS);
  }

  return {
    seconds,
    run() {
      // Another tab or game may have counted meanwhile: the cookie is the truth.
      seconds.value = savedSeconds(options.readCookie(), full()) ?? full();
      options.writeCookie(seconds.value, MGA_COOKIE_SECONDS);
      let stopped = false;
      let counting = false;
      let letGo = () => {};
      const waiting = new AbortController();
      const exclusive = options.exclusive ?? ((count) => void count());
      exclusive(
        () =>
          new Promise<void>((resolve) => {
            if (stopped) return resolve();
            counting = true;
            letGo = resolve;
          }),
        waiting.signal,
      );
      let cancel = () => {};
      const loop = () => {
        if (stopped) return;
        if (counting) tick();
        else seconds.value = savedSeconds(options.readCookie(), full()) ?? seconds.value;
        cancel = options.scheduler.after(1000, loop);
      };
      cancel = options.scheduler.after(1000, loop);
      return () => {
        stopped = true;
        cancel();
        waiting.abort();
        letGo();
      };
    },
  };
}
