import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { list } from './envelope';
import { bool, id, timestamp } from './fields';

/** The identification group; the player picks one. */
export const identificationTypes = ['id_card', 'passport', 'driver_license'] as const;

/** Types that need a back side and the id number. */
export const typesWithBackSide = ['id_card', 'driver_license'] as const;

export const documentMaxBytes = 2_000_000;
export const documentMimeTypes = ['image/png', 'image/jpeg', 'application/pdf'] as const;

/** Named apart from the DOM's global `document`. */
export const playerDocument = z.object({
  id,
  /** The id number printed on the document. */
  idn: z.nullable(z.string()),
  type: z.string(),
  created_at: timestamp,
  expires_at: z.nullable(timestamp),
  is_verified: bool,
  media: z.array(z.object({ id, full_url: z.string() })),
});
export type PlayerDocument = z.infer<typeof playerDocument>;

const upload = z.file().check(z.maxSize(documentMaxBytes), z.mime([...documentMimeTypes]));

/** Multipart fields of an upload. */
export const documentUpload = z.object({
  type: z.string().check(z.minLength(1)),
  idn: z.optional(z.string()),
  /** Y-M-D, at least tomorrow. */
  expires_at: z.string().check(z.minLength(1)),
  front_file: upload,
  back_file: z.optional(upload),
});
export type DocumentUpload = z.input<typeof documentUpload>;

export const documentApi = {
  // Spec: "Load documents by type, grouped", path not shown. The page groups them by `type`.
  list: endpoint({
    method: 'GET',
    path: 'documents',
    auth: 'player',
    defined: 'by-sdk',
    query: z.object({ type: z.optional(z.string()) }),
    response: list(playerDocument),
  }),
  // Spec: "Upload documents: multipart with front_file, back_file, ...", path not shown.
  upload: endpoint({
    method: 'POST',
    path: 'documents',
    auth: 'player',
    defined: 'by-sdk',
    multipart: true,
    body: documentUpload,
    response: playerDocument,
  }),
};
