import { describe, expect, it } from 'vitest';
import { createRuntime, defaultConfig } from './runtime';
import { holdDialog } from './messages/dialog-hold';
import { endSession, finishMessage, loadServices, startSession } from './deferred';

describe('deferred API layer', () => {
  it('hands out the layer once and keeps it', async () => {
    const first = await loadServices();
    expect(await loadServices()).toBe(first);
    expect(typeof first.login).toBe('function');
  });

  it('runs a flow in the caller\'s turn once the layer is loaded, as the flow itself would', async () => {
    await loadServices();
    const runtime = createRuntime({ ...defaultConfig, fetch: () => new Promise<Response>(() => {}) });
    void startSession(runtime, { token: 't', playerId: 1 });
    // Stored before any await: views show "loading" straight away.
    expect(runtime.store.session.value).toEqual({ token: 't', playerId: 1 });
    endSession(runtime, 'user');
    expect(runtime.store.session.value).toBeNull();
  });

  it('passes arguments and results through', async () => {
    const calls: string[] = [];
    const runtime = createRuntime({
      ...defaultConfig,
      fetch: async (input) => {
        calls.push(String(input));
        return new Response('null');
      },
    });
    const release = holdDialog(runtime);
    const message = { id: 3, type: 'firstLogin', subject: 's', body: 'b' };
    runtime.store.message.value = message;
    await expect(finishMessage(runtime, message)).resolves.toBeUndefined();
    expect(runtime.store.message.value).toBeNull();
    expect(calls).toEqual(['/v1/me/messages/3']);
    release();
    expect(runtime.store.openDialogs.value).toBe(0);
  });
});
