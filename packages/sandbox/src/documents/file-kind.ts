/** What a file's first bytes say it is; the name and the browser's content type are the sender's word only. */
export type FileKind = 'png' | 'jpeg' | 'pdf';

const SIGNATURES: { kind: FileKind; bytes: number[] }[] = [
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

export function fileKind(head: Uint8Array): FileKind | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.kind ?? null;
}

/** The kind a file's extension promises (jpg and jpeg are one). */
export function kindOfExtension(extension: string): FileKind | null {
  if (extension === 'png') return 'png';
  if (extension === 'jpg' || extension === 'jpeg') return 'jpeg';
  if (extension === 'pdf') return 'pdf';
  return null;
}

export const MIME_TYPES: Record<FileKind, string> = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' };
