import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** The card a key moves to in a row of `count` cards from `index`, or null for another key. */
export function cardAfterKey(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowRight') return Math.min(count - 1, index + 1);
  if (key === 'ArrowLeft') return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

const CONTROLS = 'a[href], button';

function cardsOf(row: HTMLElement): HTMLElement[] {
  return [...row.querySelectorAll<HTMLElement>(':scope > [part~="card"]')];
}

/** Only the current card's controls are in the Tab order; every other card's wait for the arrow keys. */
function applyTabStops(row: HTMLElement, current: number): void {
  cardsOf(row).forEach((card, index) => {
    for (const control of card.querySelectorAll<HTMLElement>(CONTROLS)) {
      if (index === current) control.removeAttribute('tabindex');
      else control.tabIndex = -1;
    }
  });
}

/**
 * A row of cards as one Tab stop (WAI-ARIA APG, roving tabindex): Tab enters the row at the card last
 * visited (the first at start) and goes on through that card's controls out of the row; the left and
 * right arrows move to the previous and next card's play link, Home and End to the first and last.
 * The cards stay hook-free: the row sets their `tabindex` after each render, and its listeners follow
 * focus however it arrives (a click on a heart makes that card the row's current one).
 */
export function useRovingCards(row: RefObject<HTMLElement | null>): void {
  const current = useRef(0);

  // Every render may bring cards (the games arrived) or controls (a player's hearts): all but one wait.
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    current.current = Math.min(current.current, Math.max(0, cardsOf(element).length - 1));
    applyTabStops(element, current.current);
  });

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const indexOf = (target: EventTarget | null) => cardsOf(element).findIndex((card) => card.contains(target as Node));
    const onFocus = (event: FocusEvent) => {
      const index = indexOf(event.target);
      if (index < 0 || index === current.current) return;
      current.current = index;
      applyTabStops(element, index);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const cards = cardsOf(element);
      const from = indexOf(event.target);
      const to = from < 0 ? null : cardAfterKey(event.key, from, cards.length);
      if (to === null) return;
      event.preventDefault();
      cards[to]!.querySelector<HTMLElement>('a[href]')?.focus();
    };
    element.addEventListener('focusin', onFocus);
    element.addEventListener('keydown', onKey);
    return () => {
      element.removeEventListener('focusin', onFocus);
      element.removeEventListener('keydown', onKey);
    };
  }, [row]);
}
