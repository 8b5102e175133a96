import type { AttributeType } from './element-definition';

/**
 * The prop an attribute's text gives: a present boolean attribute is true unless it says "false"
 * (HTML's own rule, where `disabled=""` is on); a removed or non-numeric attribute gives no prop.
 */
export function propFromAttribute(type: AttributeType, text: string | null): unknown {
  if (type === 'boolean') return text !== null && text !== 'false';
  if (text === null) return undefined;
  if (type === 'number') {
    const number = Number(text);
    return Number.isFinite(number) ? number : undefined;
  }
  return text;
}

/** The attribute text a property set in script reflects to; null removes the attribute. */
export function attributeFromProp(type: AttributeType, value: unknown): string | null {
  if (type === 'boolean') return value ? '' : null;
  return value === undefined || value === null ? null : String(value);
}

type Props = Readonly<Record<string, unknown>>;

/**
 * One element's props as a store React subscribes to (`useSyncExternalStore`). The element class
 * owns attributes and properties and writes here; r2wc only mounts and unmounts the root.
 */
export class ElementProps {
  private current: Props = {};
  private readonly listeners = new Set<() => void>();

  readonly read = (): Props => this.current;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(name: string, value: unknown): void {
    if (this.current[name] === value && (value !== undefined || !(name in this.current))) return;
    const next = { ...this.current };
    if (value === undefined) delete next[name];
    else next[name] = value;
    this.current = next;
    this.listeners.forEach((listener) => listener());
  }
}
