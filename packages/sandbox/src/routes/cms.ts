import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api, SANDBOX_SCOPE_COOKIE } from '@casino-sdk/core/contract';
import { getCookie } from 'hono/cookie';
import { paymentMethodLogoList } from '../cms/payment-method-logos';
import { loadStaticPage, staticPageSlug } from '../cms/static-pages';
import { skins } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { loadSkinSettings } from '../skin/skin-settings';
import { requestLanguage } from '../translations/texts';

export function registerCmsRoutes(app: Hono<AppEnv>): void {
  route(app, api.cms.skinSettings, async ({ c }) => loadSkinSettings(c.var.app.db, await c.var.app.skinId(), [c.var.app.providerUrl]));

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

  // Static pages by route name (or id), in ?language= or the Accept-Language, English when the
  // page has no translation yet. Promotions will share this path by their own ids.
  route(app, api.cms.page, async ({ c, params, query }) => {
    const slug = staticPageSlug(params.id ?? '');
    if (!slug) throw notFound('Page not found.');
    const language = requestLanguage(query.language, c.req.header('accept-language'));
    const page = await loadStaticPage(slug, language, c.var.app.staticPagesDir);
    if (!page) throw notFound('Page not found.');
    return page;
  });

  // Logo URLs start with the configured public URL, never with the request's Host header.
  route(app, api.cms.paymentMethods, ({ c }) => paymentMethodLogoList(c.var.app.publicUrl));
}
