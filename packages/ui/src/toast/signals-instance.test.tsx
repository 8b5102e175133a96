// @vitest-environment jsdom
import * as core from '@preact/signals-core';
import * as adapter from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

/**
 * Models build on `@preact/signals-core`, views read them through the React adapter. That only
 * works while the adapter re-exports the very same core: a second copy would track nothing.
 */
describe('signals core and the React adapter', () => {
  it('are one instance', () => {
    expect(adapter.signal).toBe(core.signal);
    expect(adapter.computed).toBe(core.computed);
    expect(adapter.effect).toBe(core.effect);
    expect(adapter.batch).toBe(core.batch);
    expect(adapter.signal(0)).toBeInstanceOf(core.Signal);
  });

  it('re-render a view when a model built on the core changes', () => {
    const count = core.signal(1);
    const doubled = core.computed(() => count.value * 2);
    function View() {
      useSignals();
      return <p>{`${count.value} doubled is ${doubled.value}`}</p>;
    }
    render(<View />);
    expect(screen.getByText('1 doubled is 2')).toBeTruthy();
    act(() => {
      count.value = 5;
    });
    expect(screen.getByText('5 doubled is 10')).toBeTruthy();
  });
});
