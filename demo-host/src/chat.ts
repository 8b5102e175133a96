import type { ChatAdapter } from '@casino-sdk/core';

/**
 * The sandbox's stand-in for a third-party chat widget. The SDK starts it only after functional
 * consent; an operator would load its real vendor's script here instead.
 */
export const sandboxChat: ChatAdapter = {
  async start() {
    // A variable keeps Vite from bundling the sandbox's own script: it is fetched at run time.
    const url = '/sandbox/chat/widget.js';
    await import(/* @vite-ignore */ url);
    if (!document.querySelector('sandbox-chat')) document.body.append(document.createElement('sandbox-chat'));
  },
  stop() {
    document.querySelector('sandbox-chat')?.remove();
  },
};
