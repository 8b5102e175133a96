// The SDK's configuration types, in a module that imports nothing of the SDK's: the runtime, the
// consent watch and the API all name them without importing each other.
import type { Jurisdiction } from './rules/jurisdictions';
import type { Language } from './rules/language';

export interface SkinCredentials {
  refId: string;
  password: string;
}

export interface SdkConfig {
  /** Where `/v1/` lives: '/' when the API shares the page's origin. */
  apiBase: string;
  skin: SkinCredentials;
  language: Language;
  /** Whose player-protection rules apply (docs/decisions/0048); fixed at init. */
  jurisdiction: Jurisdiction;
  /** Balance poll interval; the spec fixes 5 s. */
  balancePollMs: number;
  /** Started with functional consent (spec: the chat widget); see `ChatAdapter`. */
  chat?: ChatAdapter;
  /** How often the maintenance flag is asked for; faster while the maintenance page shows. */
  maintenancePollMs: number;
  /** The spec polls the player's messages every 5 s. */
  messagePollMs: number;
  /** A fetch of the host's own (fixtures in Storybook, a proxy, a test double). */
  fetch?: typeof fetch;
  /** The public IP lookup (spec §7, external): answers `{ ip }` or the bare address. None: no lookup. */
  ipLookupUrl?: string;
  /** The geolocation service, called with `?ip=`: answers `{ ip, country }`. */
  geolocationUrl?: string;
}

/** A third-party chat widget, started only with functional consent (the host supplies it). */
export interface ChatAdapter {
  start(): void | Promise<void>;
  /** Hides or removes the widget (consent withdrawn, mobile game page). */
  stop?(): void;
}
