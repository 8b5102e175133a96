import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api, SANDBOX_SCOPE_COOKIE } from '@casino-sdk/core/contract';
import { getCookie } from 'hono/cookie';
import { paymentMethodLogoList } from '../cms/payment-method-logos';
import { findPromotion, listBanners, listPromotions } from '../cms/lobby-content';
import { loadStaticPage, staticPageSlug } from '../cms/static-pages';
import { skins } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { loadSkinSettings } from '../skin/skin-settings';
import { requestLanguage } from '../translations/texts';
import { requestProviderOrigin } from '../provider/game-origin';

export function registerCmsRoutes(app: Hono<AppEnv>): void {
  route(app, api.cms.skinSettings, async ({ c }) => loadSkinSettings(c.var.app.db, await c.var.app.skinId(), [requestProviderOrigin(c)], c.var.app.captcha?.key ?? null));

  route(app, api.cms.maintenance, async ({ c }) => {
    // The sandbox's scoped flag (PUT sandbox/maintenance with `scope`) wins for the browser in that scope.
    if (c.var.app.mode === 'sandbox') {
      const scope = getCookie(c, SANDBOX_SCOPE_COOKIE);
      if (scope !== undefined && c.var.app.scopedMaintenance.has(scope)) return { in_maintenance: true };
    }
    const [skin] = await c.var.app.db
      .select({ inMaintenance: skins.inMaintenance })
      .from(skins)
      .where(eq(skins.id, await c.var.app.skinId()));
    return { in_maintenance: skin?.inMaintenance ?? false };
  });

  // Static pages by route name (or id), and promotions by id or slug, in ?language= or the
  // Accept-Language, English when the page has no translation yet.
  route(app, api.cms.page, async ({ c, params, query }) => {
    const language = requestLanguage(query.language, c.req.header('accept-language'));
    const slug = staticPageSlug(params.id ?? '');
    if (slug) {
      const page = await loadStaticPage(slug, language, c.var.app.staticPagesDir);
      if (page) return page;
      throw notFound('Page not found.');
    }
    const promotion = await findPromotion(c.var.app.db, params.id ?? '', { language, now: c.var.app.clock(), origin: c.var.app.answerOrigin });
    if (!promotion) throw notFound('Page not found.');
    return promotion;
  });

  // The list of promotions (pages of type promotion), each with is_valid against the clock.
  route(app, api.cms.promotions, async ({ c, query }) => ({
    data: await listPromotions(c.var.app.db, {
      campaignVisible: query.campaign_visible === 1,
      language: requestLanguage(query.language, c.req.header('accept-language')),
      now: c.var.app.clock(),
      origin: c.var.app.answerOrigin,
    }),
  }));

  // The same banners for every visitor and player: user_id is accepted as the spec sends it, but
  // nothing is personalised, so the skin's credentials learn nothing about a player from it.
  route(app, api.cms.banners, async ({ c, query }) => ({
    data: await listBanners(c.var.app.db, {
      tags: query['tag[]'],
      language: requestLanguage(query.language, c.req.header('accept-language')),
      origin: c.var.app.answerOrigin,
    }),
  }));

  // Logo URLs start with the configured public URL, never with the request's Host header.
  route(app, api.cms.paymentMethods, ({ c }) => paymentMethodLogoList(c.var.app.answerOrigin));
}
