import { describe, expect, it } from 'vitest';
import { createNotices } from './notices';
import { handScheduler } from '../testing/hand-scheduler';

describe('notices', () => {
  it('keeps a notice for the time given, the next one replacing it with a fresh timer', () => {
    const scheduler = handScheduler();
    const notices = createNotices(scheduler, 4_000);
    notices.show({ tone: 'success', message: { key: 'a' } });
    notices.show({ tone: 'error', message: { key: 'b' } }, 8_000);
    expect(scheduler.timers.map((timer) => [timer.ms, timer.stopped])).toEqual([[4_000, true], [8_000, false]]);
    expect(notices.notice.value?.message).toEqual({ key: 'b' });
    scheduler.fire();
    expect(notices.notice.value).toBeNull();
  });

  it('keeps a notice until the next one when no time is given, and stops its timer on dispose', () => {
    const scheduler = handScheduler();
    const notices = createNotices(scheduler);
    notices.show({ tone: 'info', message: { key: 'stays' } });
    expect(scheduler.timers).toEqual([]);
    notices.show({ tone: 'info', message: { key: 'brief' } }, 1_000);
    notices.dispose();
    scheduler.fire();
    expect(notices.notice.value?.message).toEqual({ key: 'brief' });
  });
});
