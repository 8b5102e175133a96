import { navigate } from './emit';

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
}

/** A left click with no modifier: the only click an element turns into a `casino-navigate` request. */
export function isPlainClick(event: ClickLike): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * onClick for a real `<a href>` (new tabs, middle click and link lists keep working): a plain click
 * asks the host to navigate instead of loading the page.
 */
export function linkClick(host: EventTarget, path: string): (event: ClickLike) => void {
  return (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    navigate(host, path);
  };
}
