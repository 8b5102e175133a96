import { CasinoSDK, type Message, type Runtime } from '@casino-sdk/core';
import { createScheduler, startSession } from '@casino-sdk/core/internal';
import { messageTypes } from '@casino-sdk/core/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { samplePlayer } from '@casino-sdk/core/testing/platform-fixture';
import { createDialogsFixture, type DialogsFixtureOptions } from './dialogs-fixture';
import {
  announcedSeconds,
  chooseDialog,
  createSiteDialogsModel,
  dialogKey,
  dismissAction,
  followUpPath,
  messageActions,
  messageTitleKey,
  realityCheckSeconds,
  secondsLeft,
  watchCountdown,
  type DialogInputs,
} from './site-dialogs-model';

const message = (type: string, extra: Partial<Message> = {}): Message => ({ id: 7, type, subject: 'Subject', body: 'Body', ...extra });

const base: DialogInputs = {
  session: { token: 't', playerId: 42 },
  player: samplePlayer,
  route: 'casino',
  message: null,
  inactivityLogoutAt: null,
  signedOutNotice: false,
};
const untermed = { ...samplePlayer, marketing: { terms_and_conditions: false, newsletter: false } };

describe('chooseDialog', () => {
  it('shows nothing when nothing is due', () => {
    expect(chooseDialog(base)).toBeNull();
    expect(chooseDialog({ ...base, session: null, player: null })).toBeNull();
  });

  it('puts the inactivity warning over the terms and a message', () => {
    expect(chooseDialog({ ...base, player: untermed, message: message('firstLogin'), inactivityLogoutAt: 5_000 })).toEqual({
      kind: 'inactivity',
      logoutAt: 5_000,
    });
  });

  it('puts the terms over a message, except on the terms page', () => {
    expect(chooseDialog({ ...base, player: untermed, message: message('firstLogin') })).toEqual({ kind: 'terms' });
    expect(chooseDialog({ ...base, player: untermed, route: 'terms-and-conditions', message: message('firstLogin') })).toEqual({
      kind: 'message',
      message: message('firstLogin'),
    });
  });

  it('shows a message only to a signed-in player', () => {
    expect(chooseDialog({ ...base, message: message('realityCheck') })?.kind).toBe('message');
    expect(chooseDialog({ ...base, session: null, message: message('realityCheck') })).toBeNull();
  });

  it('shows the signed-out notice only while signed out', () => {
    expect(chooseDialog({ ...base, session: null, player: null, signedOutNotice: true })).toEqual({ kind: 'signed-out' });
    expect(chooseDialog({ ...base, signedOutNotice: true })).toBeNull();
  });

  it('gives each message its own dialog identity', () => {
    expect(dialogKey({ kind: 'message', message: message('x', { id: 1 }) })).not.toBe(dialogKey({ kind: 'message', message: message('x', { id: 2 }) }));
    expect(dialogKey({ kind: 'terms' })).toBe('terms');
  });
});

describe('message buttons and follow-ups', () => {
  const table = (type: string) => messageActions(type).map((action) => [action.labelKey, followUpPath(action, 'de')]);

  it('has buttons of its own for each of the seven types', () => {
    expect(table('realityCheck')).toEqual([
      ['dialogs.message.continue', null],
      ['dialogs.message.history', '/de/dashboard/transactions'],
      ['dialogs.message.logout', null],
    ]);
    expect(table('firstLogin')).toEqual([
      ['dialogs.message.deposit', '/de/deposit'],
      ['dialogs.message.close', null],
    ]);
    expect(table('campaignReached')).toEqual([
      ['dialogs.message.seeBonus', '/de/dashboard/myBonus'],
      ['dialogs.message.close', null],
    ]);
    for (const type of ['bonus-bet-limit', 'bonus-min-balance-limit']) {
      expect(table(type)).toEqual([
        ['dialogs.message.ok', null],
        ['dialogs.message.bonusTerms', '/de/terms-and-conditions'],
      ]);
    }
    for (const type of ['daily-bet-limit', 'daily-bet-loss']) {
      expect(table(type)).toEqual([
        ['dialogs.message.ok', null],
        ['dialogs.message.manageLimits', '/de/dashboard/limits'],
      ]);
    }
    // Every type the contract names is covered.
    for (const type of messageTypes) expect(messageActions(type).length, type).toBe(type === 'realityCheck' ? 3 : 2);
  });

  it('shows an unknown type as a plain message with Close', () => {
    expect(table('news')).toEqual([['dialogs.message.close', null]]);
    expect(table('constructor')).toEqual([['dialogs.message.close', null]]);
  });

  it('dismisses (Escape, ×, end of countdown) with the action that goes nowhere', () => {
    expect(dismissAction('realityCheck').id).toBe('continue');
    expect(dismissAction('firstLogin').id).toBe('close');
    expect(dismissAction('daily-bet-loss').id).toBe('ok');
    expect(dismissAction('news').id).toBe('close');
  });

  it('has a fallback title for an empty subject', () => {
    expect(messageTitleKey('realityCheck')).toBe('dialogs.message.title.realityCheck');
    expect(messageTitleKey('firstLogin')).toBe('dialogs.message.title.firstLogin');
    expect(messageTitleKey('daily-bet-limit')).toBe('dialogs.message.title.default');
  });
});

describe('countdowns', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts the reality check from duration, 60 s by default', () => {
    expect(realityCheckSeconds(undefined)).toBe(60);
    expect(realityCheckSeconds(null)).toBe(60);
    expect(realityCheckSeconds(0)).toBe(60);
    expect(realityCheckSeconds(-5)).toBe(60);
    expect(realityCheckSeconds(Number.NaN)).toBe(60);
    expect(realityCheckSeconds(30)).toBe(30);
    expect(realityCheckSeconds(12.7)).toBe(12);
  });

  it('rounds the seconds left up and never below 0', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });

  it('announces the time at the start and once more when 10 s are left', () => {
    const heard = new Set<number>();
    for (let left = 60; left >= 0; left--) heard.add(announcedSeconds(left, 60));
    expect([...heard]).toEqual([60, 10]);
    expect(announcedSeconds(8, 8)).toBe(8);
    expect(announcedSeconds(3, 8)).toBe(8);
  });

  it('ticks once a second on the scheduler and stops at 0', () => {
    const scheduler = createScheduler(undefined);
    const start = Date.now();
    const ticks: number[] = [];
    watchCountdown(scheduler, start + 3_500, (left) => ticks.push(left));
    expect(ticks).toEqual([4]);
    vi.advanceTimersByTime(500);
    expect(ticks).toEqual([4, 3]);
    vi.advanceTimersByTime(3_000);
    expect(ticks).toEqual([4, 3, 2, 1, 0]);
    vi.advanceTimersByTime(5_000);
    expect(ticks).toEqual([4, 3, 2, 1, 0]);
  });

  it('stops when asked', () => {
    const scheduler = createScheduler(undefined);
    const ticks: number[] = [];
    const stop = watchCountdown(scheduler, Date.now() + 5_000, (left) => ticks.push(left));
    vi.advanceTimersByTime(1_000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(ticks).toEqual([5, 4]);
  });
});

describe('site dialogs model', () => {
  let runtime: Runtime;

  async function setup(options: DialogsFixtureOptions = {}) {
    const fetch = createDialogsFixture(options);
    runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
    const reload = vi.fn();
    const model = createSiteDialogsModel(runtime, { reload });
    await startSession(runtime, { token: 't', playerId: 42 });
    return { fetch, model, reload };
  }

  afterEach(() => {
    CasinoSDK.destroy();
    globalThis.sessionStorage?.clear();
  });

  it('follows the store: terms for a player who has not accepted them', async () => {
    const { model } = await setup({ player: { marketing: { terms_and_conditions: false, newsletter: false } } });
    expect(model.dialog.value).toEqual({ kind: 'terms' });
    runtime.store.route.value = 'terms-and-conditions';
    expect(model.dialog.value).toBeNull();
  });

  it('accepts the terms (PUT me) and reloads, busy meanwhile', async () => {
    const { model, reload, fetch } = await setup({ player: { marketing: { terms_and_conditions: false, newsletter: false } } });
    const accepting = model.acceptTerms();
    expect(model.termsBusy.value).toBe('accept');
    await accepting;
    expect(fetch.calls.some((call) => call.method === 'PUT' && call.path === '/v1/me')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(model.termsError.value).toBeNull();
  });

  it('says so when the acceptance fails, and is ready for another try', async () => {
    const { model, reload } = await setup({ player: { marketing: { terms_and_conditions: false, newsletter: false } }, acceptTerms: 'fail' });
    await model.acceptTerms();
    expect(reload).not.toHaveBeenCalled();
    expect(model.termsBusy.value).toBeNull();
    expect(model.termsError.value).toEqual({ text: 'The terms could not be saved.' });
  });

  it('logs the player out when they decline the terms', async () => {
    const { model } = await setup({ player: { marketing: { terms_and_conditions: false, newsletter: false } } });
    await model.declineTerms();
    expect(runtime.store.session.value).toBeNull();
    expect(model.dialog.value).toBeNull();
  });

  it('shows the signed-out notice after an inactivity logout only, until dismissed or signed in', async () => {
    const { model } = await setup();
    const stop = model.start();
    runtime.events.emit('logout', { reason: 'user' });
    expect(model.dialog.value).toBeNull();
    runtime.events.emit('logout', { reason: 'inactive' });
    // Still signed in here (the event was sent by hand): the notice waits for the session to end.
    expect(model.dialog.value).toBeNull();
    runtime.store.session.value = null;
    expect(model.dialog.value).toEqual({ kind: 'signed-out' });
    model.dismissSignedOut();
    expect(model.dialog.value).toBeNull();

    runtime.events.emit('logout', { reason: 'inactive' });
    runtime.events.emit('login', { playerId: 42 });
    expect(model.dialog.value).toBeNull();
    stop();
  });

  it('marks a message read when it closes', async () => {
    const unread = message('firstLogin', { id: 9 });
    const { model, fetch } = await setup({ messages: [unread] });
    runtime.store.message.value = unread;
    expect(model.dialog.value).toEqual({ kind: 'message', message: unread });
    model.finishMessage(unread);
    expect(runtime.store.message.value).toBeNull();
    await vi.waitFor(() => expect(fetch.calls.some((call) => call.path === '/v1/me/messages/9')).toBe(true));
  });

  it('answers a reality check on the platform when it closes with Continue, and only then', async () => {
    const check = message('realityCheck', { id: 11, duration: 60 });
    const { model, fetch } = await setup({ messages: [check] });
    const answers = () => fetch.calls.filter((call) => call.path === '/v1/me/mga/realityCheck');
    model.finishMessage(check, 'history');
    await vi.waitFor(() => expect(fetch.calls.some((call) => call.path === '/v1/me/messages/11')).toBe(true));
    expect(answers()).toEqual([]);
    model.finishMessage(check, 'continue');
    await vi.waitFor(() => expect(answers().map((call) => call.body)).toEqual([{ minutes: 0 }]));
  });
});
