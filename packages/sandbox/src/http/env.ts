import type { CaptchaVerifier } from '../captcha/captcha-verifier';
import type { CatalogueCache } from '../casino/catalogue-cache';
import type { BigWin } from '@casino-sdk/core/contract';
import type { FreshAnswers } from '../casino/fresh-answers';
import type { Database } from '../db/database';
import type { RoundDraws } from '../provider/demo-slots/slot-random';
import type { DocumentFiles } from '../documents/document-files';
import type { RateLimiter } from '../security/rate-limits';

export type Mode = 'sandbox' | 'platform';

/** What every request can reach through `c.var.app`. */
export interface AppServices {
  db: Database;
  mode: Mode;
  clock: () => Date;
  checkResponses: boolean;
  /** The configured skin's row id, looked up once. */
  skinId: () => Promise<number>;
  /** Where the static CMS pages' files are (seed/cms unless the app was given another folder). */
  staticPagesDir: string;
  /** Proxies in front of the server whose X-Forwarded-For is believed (TRUST_PROXY); 0 reads none. */
  trustProxy: number;
  /** Where players reach the server (PUBLIC_URL, else `http://localhost:PORT`): links in e-mails and the demo slot's parent. */
  publicUrl: string;
  /**
   * What picture URLs in answers start with (http/answer-url.ts): PUBLIC_URL's origin when it is
   * set, else '' for same-origin paths, so the site works on any address. Never the Host header.
   */
  answerOrigin: string;
  /** Sandbox only: maintenance flags set for one scope (PUT sandbox/maintenance with `scope`). */
  scopedMaintenance: Map<string, boolean>;
  /** Sandbox only: how far ahead each scope's clock runs, in ms (PUT sandbox/clock); `clock` already carries it. */
  scopedClockOffsets: Map<string, number>;
  /** The demo game provider's origin (PROVIDER_URL): launch URLs start with it. */
  providerUrl: string;
  /** What slot rounds draw from: the CSPRNG, or a test's seed (createApp({ slotSeed })). */
  slotDraws: RoundDraws;
  /** Answers of the catalogue calls by query; invalidate it whenever games, providers or sections change. */
  catalogue: CatalogueCache;
  /** The winners feed's answer per skin, read from the ledger every few seconds at most (casino/big-wins.ts). */
  winners: FreshAnswers<number, BigWin[]>;
  /** The registration captcha: the key the skin settings publish and what checks its answers; null for none. */
  captcha: { key: string; verifier: CaptchaVerifier } | null;
  /** Request counts of every limit other than the logins' (security/rate-limits.ts), on the app's clock. */
  limiter: RateLimiter;
  /** The secret the identity vendor signs its notifications to the platform with (decision 0054). */
  identityVendorSecret: string;
  /** The uploaded documents' files (DOCUMENTS_DIR, or a temporary folder). */
  documentFiles: DocumentFiles;
}

export interface AppEnv {
  Variables: { app: AppServices };
}
