import { describe, expect, it } from 'vitest';
import { chosenJurisdiction } from './jurisdiction';

function memory() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe("the demo's jurisdiction", () => {
  it('is MGA unless the build or the address says otherwise', () => {
    expect(chosenJurisdiction('', undefined, memory())).toBe('mga');
    expect(chosenJurisdiction('', 'UKGC', memory())).toBe('ukgc');
  });

  it('takes ?jurisdiction= in any case and remembers it for the next page loads; an unknown value changes nothing', () => {
    const storage = memory();
    expect(chosenJurisdiction('?jurisdiction=UKGC', undefined, storage)).toBe('ukgc');
    expect(chosenJurisdiction('', undefined, storage)).toBe('ukgc');
    expect(chosenJurisdiction('?jurisdiction=gibraltar', 'mga', storage)).toBe('ukgc');
    expect(chosenJurisdiction('?jurisdiction=mga', undefined, storage)).toBe('mga');
  });
});
