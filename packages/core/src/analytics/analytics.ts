import type { MarketingEventName } from '../events';
import type { Runtime } from '../runtime';

// Analytics only ever leaves the SDK as events for the host's own tags, and only with statistical
// consent: without it nothing is queued or sent later.

export function trackPageView(runtime: Runtime, path: string): void {
  if (runtime.store.consent.value?.statistical !== true) return;
  runtime.events.emit('page-view', { path, language: runtime.store.language.value });
}

export function trackMarketing(runtime: Runtime, name: MarketingEventName, data?: Record<string, string | number>): void {
  if (runtime.store.consent.value?.statistical !== true) return;
  runtime.events.emit('marketing', data ? { name, data } : { name });
}
