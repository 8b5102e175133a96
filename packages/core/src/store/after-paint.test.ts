import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame, afterPaint } from './after-paint';

describe('afterPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => delete frames[id - 1]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  const paintFrame = () => frames.splice(0).forEach((frame) => frame?.(0));

  it('runs the callback in a task after the next frame, not in it', () => {
    const callback = vi.fn();
    afterPaint(callback);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    paintFrame();
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('cancels before the frame and after it', () => {
    const early = vi.fn();
    afterPaint(early)();
    paintFrame();
    vi.runAllTimers();
    const late = vi.fn();
    const cancel = afterPaint(late);
    paintFrame();
    cancel();
    vi.runAllTimers();
    expect([early, late].map((callback) => callback.mock.calls.length)).toEqual([0, 0]);
  });

  it('runs afterNextFrame in the frame after the next one, and cancels in either', () => {
    const callback = vi.fn();
    afterNextFrame(callback);
    paintFrame();
    expect(callback).not.toHaveBeenCalled();
    paintFrame();
    expect(callback).toHaveBeenCalledOnce();
    const cancelled = [vi.fn(), vi.fn()];
    afterNextFrame(cancelled[0]!)();
    const cancel = afterNextFrame(cancelled[1]!);
    paintFrame();
    cancel();
    paintFrame();
    expect(cancelled.map((one) => one.mock.calls.length)).toEqual([0, 0]);
  });
});
