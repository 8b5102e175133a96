import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { list } from './envelope';
import { bool, id, timestamp } from './fields';
import { documentFileNamePattern, documentMaxBytes, documentMimeTypes, documentTypes } from '../rules/documents';

export {
  documentExtensions,
  documentFileNamePattern,
  documentMaxBytes,
  documentMimeTypes,
  documentTypes,
  identificationTypes,
  otherDocumentTypes,
  typesWithBackSide,
  type DocumentType,
} from '../rules/documents';

/** Named apart from the DOM's global `document`. */
export const playerDocument = z.object({
  id,
  /** The id number printed on the document. */
  idn: z.nullable(z.string()),
  type: z.string(),
  created_at: timestamp,
  expires_at: z.nullable(timestamp),
  is_verified: bool,
  /**
   * Not in the spec, which knows only `is_verified`: the SDK's addition, so a refused document can
   * say so. Absent, `is_verified` alone decides (pending until verified).
   */
  status: z.optional(z.enum(['pending', 'approved', 'rejected'])),
  /** `full_url` is the download (`documents/{id}/media/{media_id}`), for the owner's session only. */
  media: z.array(z.object({ id, full_url: z.string() })),
});
export type PlayerDocument = z.infer<typeof playerDocument>;

const upload = z.file().check(
  z.maxSize(documentMaxBytes),
  z.mime([...documentMimeTypes]),
  z.refine((file: File) => documentFileNamePattern.test(file.name), 'The file name may hold only letters, digits, _ . and -.'),
);

/** Multipart fields of an upload. */
export const documentUpload = z.object({
  type: z.enum(documentTypes),
  idn: z.optional(z.string().check(z.maxLength(64))),
  /** Y-M-D, at least tomorrow. */
  expires_at: z.string().check(z.minLength(1)),
  front_file: upload,
  back_file: z.optional(upload),
});
export type DocumentUpload = z.input<typeof documentUpload>;

/**
 * A file as `Response.blob()` gives it. Not `instanceof Blob`: a page's Blob and the fetch's may be
 * different classes (jsdom's and Node's), and either is a file.
 */
const fileAnswer = z.custom<Blob>((value) => typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).type === 'string');

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
  // A medium's `full_url`: the file itself as an attachment, not JSON; a stranger's id answers 404 like a missing one.
  media: endpoint({
    method: 'GET',
    path: 'documents/{id}/media/{media_id}',
    auth: 'player',
    defined: 'by-sdk',
    binary: true,
    response: fileAnswer,
  }),
};
