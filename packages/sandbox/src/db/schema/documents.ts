import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { players } from './players';

// Documents a player uploads for verification, and the files of each.

/** One upload: status is `pending` until staff approve or reject it. */
export const playerDocuments = pgTable('player_documents', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  idn: text('idn'),
  expiresAt: date('expires_at').notNull(),
  status: text('status').notNull().default('pending'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('player_documents_player_idx').on(t.playerId)]);

/** A side of a document (front, back). The bytes are a file under the documents folder, named by `storageKey`. */
export const playerDocumentMedia = pgTable('player_document_media', {
  id: serial('id').primaryKey(),
  documentId: integer('document_id').notNull().references(() => playerDocuments.id, { onDelete: 'cascade' }),
  side: text('side').notNull(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: createdAt(),
}, (t) => [index('player_document_media_document_idx').on(t.documentId)]);
