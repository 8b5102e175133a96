import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api } from '@casino-sdk/core/contract';
import { skins } from '../db/schema';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { loadSkinSettings } from '../skin/skin-settings';

export function registerCmsRoutes(app: Hono<AppEnv>): void {
  route(app, api.cms.skinSettings, async ({ c }) => loadSkinSettings(c.var.app.db, await c.var.app.skinId()));

  route(app, api.cms.maintenance, async ({ c }) => {
    const [skin] = await c.var.app.db
      .select({ inMaintenance: skins.inMaintenance })
      .from(skins)
      .where(eq(skins.id, await c.var.app.skinId()));
    return { in_maintenance: skin?.inMaintenance ?? false };
  });
}
