// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('is a type=button with its variant class', () => {
    render(<Button variant="ghost">Menu</Button>);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('casino-button--ghost');
  });

  it('while loading stays focusable, says busy and ignores clicks', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Log in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    act(() => button.click());
    expect(onClick).not.toHaveBeenCalled();
  });
});
