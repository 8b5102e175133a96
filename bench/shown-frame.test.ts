import { describe, expect, it } from 'vitest';
import { frameAfterMark } from './shown-frame';

const MAIN = { pid: 1, tid: 1 };
const mark = (ts: number, name = 'shown') => ({ name, ph: 'I', ts, ...MAIN });
const commit = (ts: number, dur: number, thread = MAIN) => ({ name: 'Commit', ph: 'X', ts, dur, ...thread });

describe('frameAfterMark', () => {
  it("times the first frame committed on the mark's thread after the mark, to the end of its commit", () => {
    const events = [commit(9_000, 500), commit(12_000, 300, { pid: 2, tid: 5 }), mark(10_000), mark(30_000), commit(14_000, 1_000), commit(20_000, 800)];
    expect(frameAfterMark(events, 'shown')).toBe(5);
  });

  it('fails loudly when the trace holds no such mark, or no frame after it', () => {
    expect(() => frameAfterMark([commit(1_000, 10)], 'shown')).toThrow('no shown mark');
    expect(() => frameAfterMark([commit(1_000, 10), mark(2_000)], 'shown')).toThrow('no frame after');
  });
});
