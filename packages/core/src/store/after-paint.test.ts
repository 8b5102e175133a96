import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

describe('afterPaint', () => {
  let frames: FrameRequestCallback[];
  let posted: { callback: () => void; priority: string; signal: AbortSignal }[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    posted = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => delete frames[id - 1]);
    vi.stubGlobal('scheduler', {
      postTask: (callback: () => void, options: { priority: string; signal: AbortSignal }) => {
        posted.push({ callback, ...options });
        return new Promise<void>(() => undefined);
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  const paintFrame = () => frames.splice(0).forEach((frame) => frame?.(0));

  it('runs the callback in a task after the next frame, not in it', () => {
    const callback = vi.fn();
    afterPaint(callback);
    paintFrame();
    expect(callback).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('queues an urgent callback at user-blocking priority, ahead of the timers and loads queued meanwhile', () => {
    const callback = vi.fn();
    afterPaint(callback, true);
    expect(posted).toEqual([]);
    paintFrame();
    expect(posted.map((task) => task.priority)).toEqual(['user-blocking']);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    posted[0]!.callback();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('cancels before the frame, and aborts the queued task after it', () => {
    const early = vi.fn();
    afterPaint(early, true)();
    paintFrame();
    expect(posted).toEqual([]);

    afterPaint(vi.fn(), true);
    const cancel = afterPaint(vi.fn(), true);
    paintFrame();
    cancel();
    expect(posted.map((task) => task.signal.aborted)).toEqual([false, true]);
  });
});
