import { randomBytes } from 'node:crypto';
import { SANDBOX_SCOPE_COOKIE } from '@casino-sdk/core/contract';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { eq } from 'drizzle-orm';
import { config as zodConfig, locales } from 'zod/mini';
import type { CaptchaVerifier } from './captcha/captcha-verifier';
import { SANDBOX_CAPTCHA_KEY, sandboxCaptcha } from './captcha/sandbox-captcha';
import { WINNERS_FRESH_MS } from './casino/big-wins';
import { FreshAnswers } from './casino/fresh-answers';
import { CatalogueCache } from './casino/catalogue-cache';
import { defaultStaticPagesDir } from './cms/static-pages';
import type { Database } from './db/database';
import { isDataException, withoutQueryParameters } from './db/pg-errors';
import { skins } from './db/schema';
import type { AppEnv, AppServices, Mode } from './http/env';
import { HttpError } from './http/errors';
import { securityHeaders } from './http/security-headers';
import { skinAuth } from './http/skin-auth';
import { RateLimiter } from './security/rate-limits';
import { registerAdminRoutes } from './routes/admin';
import { registerArtRoutes } from './routes/art';
import { registerAuthRoutes } from './routes/auth';
import { registerRegistrationRoutes } from './routes/registration';
import { registerVerificationRoutes } from './routes/verification';
import { registerNewsletterRoutes } from './newsletter/newsletter-routes';
import { registerAccountAccessRoutes } from './routes/account-access';
import { registerCasinoRoutes } from './routes/casino';
import { registerJackpotRoutes } from './routes/jackpots';
import { registerChatRoutes } from './routes/chat';
import { registerGamePlayRoutes } from './routes/game-play';
import { registerReportRoutes } from './routes/reports';
import { registerTransactionRoutes } from './routes/transactions';
import { registerDemoSlotRoutes } from './provider/demo-slots/demo-slot-routes';
import { registerPaymentSimulatorRoutes } from './provider/payment-simulator/payment-simulator-routes';
import { cryptoDraws, seededDraws } from './provider/demo-slots/slot-random';
import { registerCmsRoutes } from './routes/cms';
import { registerCampaignRoutes } from './routes/campaigns';
import { registerPlayerCampaignRoutes } from './routes/player-campaigns';
import { registerFavouriteRoutes } from './routes/favourites';
import { registerWinnerRoutes } from './routes/winners';
import { registerPaymentRoutes } from './routes/payments';
import { registerSurveyRoutes } from './routes/surveys';
import { registerMessageRoutes } from './routes/messages';
import { registerPlayerRoutes } from './routes/player';
import { registerSandboxRoutes } from './routes/sandbox';
import { registerOutboxRoutes } from './routes/outbox';
import { registerAddressLookupRoutes } from './routes/address-lookup';
import { registerKycRoutes } from './routes/kyc';
import { registerIdentityVendorRoutes } from './identity-vendor/vendor-routes';
import { registerDocumentRoutes } from './routes/documents';
import { DocumentFiles } from './documents/document-files';
import { UPLOAD_BODY_MAX_BYTES } from './documents/read-upload';
import { registerStaticPlayerRoutes } from './routes/static-players';
import { registerTranslationRoutes } from './routes/translations';
import { registerUnservedRoutes } from './routes/unserved';
import { serveSite } from './site';
import { registerEmbedRoutes } from './routes/embed';

// zod/mini ships no messages (the browser bundle stays small); the server's 422 answers want English.
zodConfig(locales.en());

export interface AppOptions {
  db: Database;
  /** 'platform' behaves as a real operator platform would: no sandbox-only calls. */
  mode: Mode;
  skin: { refId: string; password: string };
  /** Origins allowed to call the API from a browser; the demo host is same-origin and needs none. */
  corsOrigins: string[];
  /** The built demo host, served beside the API when the folder exists. */
  staticDir?: string;
  /** The CDN build (`dist/cdn`), served with a plain partner page at /sandbox/embed in sandbox mode. */
  cdnDir?: string;
  clock?: () => Date;
  /** Parse every response with the contract before sending it (on in tests). */
  checkResponses?: boolean;
  /** The static CMS pages' files, `{language}.json` each; src/seed/cms by default. */
  staticPagesDir?: string;
  /** Proxies in front of the server whose X-Forwarded-For to believe (TRUST_PROXY); 0, the default, reads none. */
  trustProxy?: number;
  /**
   * Where players reach this server (PUBLIC_URL, else `http://localhost:PORT`): links in e-mails
   * and the demo slot's parent. `http://localhost` by default, what `app.request()` uses.
   */
  publicUrl?: string;
  /**
   * PUBLIC_URL's origin when it was set: picture URLs in answers (game pictures, banners, payment
   * logos) and the first paint start with it, never with the request's Host header, and the site's
   * `img-src` allows it. Absent, they are same-origin paths, so the site works on any address.
   */
  answerOrigin?: string;
  /** The server runs behind https (BEHIND_HTTPS=1): every answer says Strict-Transport-Security. */
  behindHttps?: boolean;
  /**
   * The demo game provider's origin (PROVIDER_URL), another origin than the site's so that the
   * game frame's sandbox and origin checks mean something; `http://127.0.0.1` by default.
   */
  providerUrl?: string;
  /**
   * Tests only: every slot round draws from this seed instead of the CSPRNG, so a test knows the
   * reels. Nothing in config.ts or the environment sets it: a deployment cannot turn it on.
   */
  slotSeed?: number;
  /**
   * The registration captcha. By default the sandbox's own challenge (GET auth/captcha); an operator
   * passes its vendor's site key and a `CaptchaVerifier` that calls the vendor; null turns it off.
   */
  captcha?: { key: string; verifier: CaptchaVerifier } | null;
  /**
   * The secret the sandbox identity vendor and the platform share for the vendor's signed
   * notifications; a fresh random one per app by default (both live in this process).
   */
  identityVendorSecret?: string;
  /** Where uploaded documents' files are kept (DOCUMENTS_DIR); a temporary folder when absent. */
  documentsDir?: string;
  /** Where unexpected errors are reported; console.error by default. */
  logError?: (message: string, error: unknown) => void;
}

export function createApp(options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: true });
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const clock = options.clock ?? (() => new Date());
  const services: AppServices = {
    db: options.db,
    mode: options.mode,
    clock,
    checkResponses: options.checkResponses ?? false,
    skinId: memo(() => findSkinId(options.db, options.skin.refId)),
    staticPagesDir: options.staticPagesDir ?? defaultStaticPagesDir,
    trustProxy: options.trustProxy ?? 0,
    publicUrl: new URL(options.publicUrl ?? 'http://localhost').origin,
    answerOrigin: options.answerOrigin ? new URL(options.answerOrigin).origin : '',
    scopedMaintenance: new Map(),
    scopedClockOffsets: new Map(),
    providerUrl: new URL(options.providerUrl ?? 'http://127.0.0.1').origin,
    slotDraws: options.slotSeed === undefined ? cryptoDraws : seededDraws(options.slotSeed),
    catalogue: new CatalogueCache(),
    winners: new FreshAnswers(WINNERS_FRESH_MS),
    captcha: options.captcha === undefined ? { key: SANDBOX_CAPTCHA_KEY, verifier: sandboxCaptcha(options.db) } : options.captcha,
    limiter: new RateLimiter(clock),
    identityVendorSecret: options.identityVendorSecret ?? randomBytes(32).toString('hex'),
    documentFiles: new DocumentFiles(options.documentsDir),
  };

  // First, so its headers land on every answer, errors and preflights included.
  app.use('*', securityHeaders({ behindHttps: options.behindHttps ?? false, providerUrl: services.providerUrl, pictureOrigins: services.answerOrigin ? [services.answerOrigin] : [] }));

  app.use('*', async (c, next) => {
    // A browser in a sandbox scope whose clock was moved (PUT sandbox/clock) sees that scope's time
    // in every route, which all read the time through `clock`.
    const scope = services.mode === 'sandbox' ? getCookie(c, SANDBOX_SCOPE_COOKIE) : undefined;
    const offset = scope === undefined ? undefined : services.scopedClockOffsets.get(scope);
    c.set('app', offset === undefined ? services : { ...services, clock: () => new Date(clock().getTime() + offset) });
    await next();
  });

  if (options.corsOrigins.length > 0) {
    app.use(
      '/v1/*',
      cors({
        origin: options.corsOrigins,
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'user-token', 'token', 'admin-token', 'Idempotency-Key'],
        // A throttled login (player or admin) says when to try again; scripts on other origins may read it.
        exposeHeaders: ['Retry-After'],
        maxAge: 600,
      }),
    );
  }
  app.use('/v1/*', skinAuth(options.skin));
  // JSON calls are small; a document upload carries two files (each file's own limit: documents/read-upload.ts).
  const tooLarge = (c: Context<AppEnv>) => c.json({ message: 'The request body is too large.' }, 413);
  const jsonBodyLimit = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
  const uploadBodyLimit = bodyLimit({ maxSize: UPLOAD_BODY_MAX_BYTES, onError: tooLarge });
  app.use('/v1/*', (c, next) => (c.req.method === 'POST' && c.req.path === '/v1/documents' ? uploadBodyLimit : jsonBodyLimit)(c, next));

  registerAuthRoutes(app);
  registerRegistrationRoutes(app);
  registerVerificationRoutes(app);
  registerNewsletterRoutes(app);
  registerAccountAccessRoutes(app);
  registerAdminRoutes(app);
  registerPlayerRoutes(app);
  registerStaticPlayerRoutes(app);
  registerMessageRoutes(app);
  registerTranslationRoutes(app);
  registerCmsRoutes(app);
  registerCasinoRoutes(app);
  registerJackpotRoutes(app);
  registerGamePlayRoutes(app);
  registerReportRoutes(app);
  registerTransactionRoutes(app);
  registerFavouriteRoutes(app);
  registerWinnerRoutes(app);
  registerPaymentRoutes(app);
  registerSurveyRoutes(app);
  registerKycRoutes(app);
  // The sandbox's identity vendor, on the provider origin; its reviewer's call is a sandbox one.
  registerIdentityVendorRoutes(app);
  registerDocumentRoutes(app);
  registerCampaignRoutes(app);
  registerPlayerCampaignRoutes(app);
  // A real platform has no such calls, so in platform mode they do not exist at all (404).
  if (options.mode === 'sandbox') {
    registerSandboxRoutes(app);
    registerOutboxRoutes(app, options.skin);
    registerAddressLookupRoutes(app);
  }
  // Last of the contract's calls: the ones not served yet still check their proof first.
  registerUnservedRoutes(app);
  registerArtRoutes(app);
  registerChatRoutes(app);
  registerDemoSlotRoutes(app);
  registerPaymentSimulatorRoutes(app);
  if (options.mode === 'sandbox' && options.cdnDir) registerEmbedRoutes(app, { cdnDir: options.cdnDir, skin: options.skin });
  if (options.staticDir) serveSite(app, options.staticDir);

  app.notFound((c) => c.json({ message: 'Not found.' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status, error.headers);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || 'Bad request.' }, error.status);
    }
    logError(`${c.req.method} ${c.req.path} failed:`, withoutQueryParameters(error));
    // Backstop: a value the database cannot hold is the request's fault, but one that got this
    // far is a missing check, so it is still logged above.
    if (isDataException(error)) return c.json({ message: 'The request holds a value that cannot be stored.', code: 'invalid_value' }, 422);
    return c.json({ message: 'Server Error.' }, 500);
  });
  return app;
}

async function findSkinId(db: Database, refId: string): Promise<number> {
  const [skin] = await db.select({ id: skins.id }).from(skins).where(eq(skins.refId, refId));
  if (!skin) throw new Error(`Skin "${refId}" is not in the database: seed it first (seedDatabase).`);
  return skin.id;
}

/** Caches a successful lookup; a failed one is tried again on the next call. */
function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}
