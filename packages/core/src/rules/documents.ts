import { addDays, dayParts, utcDay } from '../dates/dates';

// The spec's upload rules (player-area §5, §9), the same in the browser and on the platform.

/** The identification group; the player picks one. */
export const identificationTypes = ['id_card', 'passport', 'driver_license'] as const;

/** Types that need a back side and the id number. */
export const typesWithBackSide = ['id_card', 'driver_license'] as const;

/**
 * The sections beside the identification group. The spec names no list ("one section per other
 * document type"); these are what an MGA operator asks a player for besides an identity document.
 */
export const otherDocumentTypes = ['proof_of_address', 'payment_method', 'source_of_funds'] as const;

export const documentTypes = [...identificationTypes, ...otherDocumentTypes] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documentMaxBytes = 2_000_000;
export const documentMimeTypes = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const documentExtensions = ['png', 'jpg', 'jpeg', 'pdf'] as const;

/** Spec §5: letters, digits, underscore, dot and hyphen only. */
export const documentFileNamePattern = /^[A-Za-z0-9_.-]+$/;

/** What is wrong with a chosen file, in the order the spec's alerts name them. */
export type DocumentFileProblem = 'extension' | 'name' | 'size';

/** What is missing or wrong in the rest of an upload. */
export type DocumentFieldProblem = 'expiry_missing' | 'expiry_too_soon' | 'idn_missing' | 'back_missing';

/** The lower-case extension of a file name ('' without one). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** png, jpg, jpeg or pdf; letters, digits, `_ . -` only; at most 2,000,000 bytes. */
export function documentFileProblem(file: { name: string; size: number }): DocumentFileProblem | null {
  if (!(documentExtensions as readonly string[]).includes(fileExtension(file.name))) return 'extension';
  if (!documentFileNamePattern.test(file.name)) return 'name';
  if (file.size > documentMaxBytes) return 'size';
  return null;
}

/** id_card and driver_license: a back side as well as the front. */
export function needsBackSide(type: string): boolean {
  return (typesWithBackSide as readonly string[]).includes(type);
}

/** The identification group needs the id number printed on the document. */
export function needsIdNumber(type: string): boolean {
  return (identificationTypes as readonly string[]).includes(type);
}

/** The earliest expiry the platform takes: tomorrow, on the UTC calendar. */
export function earliestExpiry(now: Date): string {
  return addDays(utcDay(now), 1);
}

export interface DocumentFields {
  type: string;
  idn?: string | undefined;
  /** `YYYY-MM-DD`. */
  expires_at?: string | undefined;
  hasBackSide: boolean;
}

/** Every problem of an upload's fields besides its files, in the form's order. */
export function documentFieldProblems(fields: DocumentFields, now: Date): DocumentFieldProblem[] {
  const problems: DocumentFieldProblem[] = [];
  const expiry = fields.expires_at ?? '';
  if (!dayParts(expiry)) problems.push('expiry_missing');
  // Y-M-D strings compare as their days do.
  else if (expiry < earliestExpiry(now)) problems.push('expiry_too_soon');
  if (needsIdNumber(fields.type) && !fields.idn?.trim()) problems.push('idn_missing');
  if (needsBackSide(fields.type) && !fields.hasBackSide) problems.push('back_missing');
  return problems;
}
