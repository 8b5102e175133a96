import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api, maxInt, type PlayerDocument } from '@casino-sdk/core/contract';
import { documentFieldProblems, fileExtension, needsBackSide, type DocumentFieldProblem } from '@casino-sdk/core/rules';
import { playerDocumentMedia, playerDocuments, players } from '../db/schema';
import { fileKind, kindOfExtension, MIME_TYPES } from '../documents/file-kind';
import { readUpload } from '../documents/read-upload';
import { answerUrl } from '../http/answer-url';
import type { AppEnv } from '../http/env';
import { HttpError, notFound } from '../http/errors';
import { proveCaller } from '../http/proof';
import { honoPath, route, servedEndpoints } from '../http/route';
import { enforceLimits } from '../security/rate-limits';

const HOUR_MS = 3_600_000;

const uploadLimits = (playerId: number) => [{ name: 'document uploads per player an hour', key: String(playerId), max: 20, windowMs: HOUR_MS }];
const readLimits = (playerId: number) => [{ name: 'document reads per player a minute', key: String(playerId), max: 120, windowMs: 60_000 }];

const FIELD_PROBLEMS: Record<DocumentFieldProblem, [field: string, message: string]> = {
  expiry_missing: ['expires_at', 'The expires at field must be a date (YYYY-MM-DD).'],
  expiry_too_soon: ['expires_at', 'The expires at field must be a date after today.'],
  idn_missing: ['idn', 'The idn field is required for this document type.'],
  back_missing: ['back_file', 'The back file field is required for this document type.'],
};

const STATUSES = ['pending', 'approved', 'rejected'] as const;
type DocumentRow = typeof playerDocuments.$inferSelect;
type MediaRow = typeof playerDocumentMedia.$inferSelect;

/**
 * The player's documents (player-area spec §2, §5, §7): the list, the multipart upload with the
 * spec's rules checked again here (the file's first bytes must be the PNG, JPEG or PDF its name
 * says; expiry from tomorrow on the sandbox clock; id number and back side by type; active players
 * only), and each file served back to its owner alone as an attachment.
 */
export function registerDocumentRoutes(app: Hono<AppEnv>): void {
  route(app, api.documents.list, async ({ c, query, player }) => {
    const { db, limiter, answerOrigin } = c.var.app;
    enforceLimits(limiter, readLimits(player.playerId));
    const filter = query.type ? and(eq(playerDocuments.playerId, player.playerId), eq(playerDocuments.type, query.type)) : eq(playerDocuments.playerId, player.playerId);
    const rows = await db.select().from(playerDocuments).where(filter).orderBy(desc(playerDocuments.createdAt), desc(playerDocuments.id));
    const media = rows.length === 0 ? [] : await db.select().from(playerDocumentMedia).where(inArray(playerDocumentMedia.documentId, rows.map((row) => row.id))).orderBy(playerDocumentMedia.id);
    return { data: rows.map((row) => toPlayerDocument(row, media.filter((item) => item.documentId === row.id), answerOrigin)) };
  });

  route(
    app,
    api.documents.upload,
    async ({ c, body, player }) => {
      const { db, clock, limiter, answerOrigin, documentFiles } = c.var.app;
      enforceLimits(limiter, uploadLimits(player.playerId));
      const [account] = await db.select({ status: players.status }).from(players).where(eq(players.id, player.playerId));
      if (account?.status !== 'active') throw new HttpError(403, 'Only an active account can upload documents.', { code: 'player_not_active' });

      const errors: Record<string, string[]> = {};
      const problems = documentFieldProblems({ type: body.type, idn: body.idn, expires_at: body.expires_at, hasBackSide: body.back_file !== undefined }, clock());
      for (const problem of problems) {
        const [field, message] = FIELD_PROBLEMS[problem];
        (errors[field] ??= []).push(message);
      }
      const sides = [{ side: 'front', field: 'front_file', file: body.front_file }];
      if (needsBackSide(body.type) && body.back_file) sides.push({ side: 'back', field: 'back_file', file: body.back_file });
      const files = await Promise.all(
        sides.map(async (side) => {
          const bytes = new Uint8Array(await side.file.arrayBuffer());
          return { ...side, bytes, kind: fileKind(bytes) };
        }),
      );
      for (const { field, file, kind } of files) {
        if (!kind || kind !== kindOfExtension(fileExtension(file.name))) (errors[field] ??= []).push(`The ${field.replace(/_/g, ' ')} is not the PNG, JPEG or PDF its name says.`);
      }
      const fields = Object.keys(errors);
      if (fields.length > 0) throw new HttpError(422, errors[fields[0]!]![0]!, { code: 'validation_failed', errors });

      // Served back with the type its bytes proved, never the one the browser claimed.
      const stored = await Promise.all(files.map(async ({ side, file, bytes, kind }) => ({ side, file, mimeType: MIME_TYPES[kind!], key: await documentFiles.write(bytes) })));
      const now = clock();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(playerDocuments)
          .values({ playerId: player.playerId, type: body.type, idn: body.idn?.trim() || null, expiresAt: body.expires_at, createdAt: now, updatedAt: now })
          .returning();
        const media = await tx
          .insert(playerDocumentMedia)
          .values(stored.map(({ side, file, mimeType, key }) => ({ documentId: row!.id, side, fileName: file.name, mimeType, storageKey: key, createdAt: now })))
          .returning();
        return toPlayerDocument(row!, media, answerOrigin);
      });
    },
    { readBody: readUpload },
  );

  // Not JSON, so not route(): the same proof first, then the file itself.
  servedEndpoints(app).add(api.documents.media);
  app.get(honoPath(api.documents.media.path), async (c) => {
    const { db, limiter, documentFiles } = c.var.app;
    const { player } = await proveCaller(c, api.documents.media);
    enforceLimits(limiter, readLimits(player!.playerId));
    const documentId = idOf(c.req.param('id'));
    const mediaId = idOf(c.req.param('media_id'));
    if (documentId === null || mediaId === null) throw notFound();
    // Another player's document answers exactly as a missing one: its ids say nothing.
    const [item] = await db
      .select({ fileName: playerDocumentMedia.fileName, mimeType: playerDocumentMedia.mimeType, storageKey: playerDocumentMedia.storageKey })
      .from(playerDocumentMedia)
      .innerJoin(playerDocuments, eq(playerDocuments.id, playerDocumentMedia.documentId))
      .where(and(eq(playerDocumentMedia.id, mediaId), eq(playerDocuments.id, documentId), eq(playerDocuments.playerId, player!.playerId)));
    const bytes = item ? await documentFiles.read(item.storageKey) : null;
    if (!item || !bytes) throw notFound();
    return c.body(bytes, 200, {
      'Content-Type': item.mimeType,
      // The name passed the file-name rule (letters, digits, _ . -), so it needs no escaping.
      'Content-Disposition': `attachment; filename="${item.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });
}

function idOf(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= maxInt ? value : null;
}

function toPlayerDocument(row: DocumentRow, media: MediaRow[], origin: string): PlayerDocument {
  const status = STATUSES.find((known) => known === row.status) ?? 'pending';
  return {
    id: row.id,
    idn: row.idn,
    type: row.type,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt,
    is_verified: status === 'approved',
    status,
    media: media.map((item) => ({ id: item.id, full_url: answerUrl(`/v1/documents/${row.id}/media/${item.id}`, origin) })),
  };
}
