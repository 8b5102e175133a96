import { utcDay } from '@casino-sdk/core/dates';
import type { Database } from '../db/database';
import { playerDocumentMedia, playerDocuments } from '../db/schema';
import { seedFileKey } from '../documents/document-files';

const DAY = 86_400_000;

/** A seeded upload; its files are in src/seed/documents. */
export interface SeedDocument {
  type: string;
  idn: string | null;
  status: 'pending' | 'approved' | 'rejected';
  /** Days from the seed to its expiry; negative for one already expired. */
  expiresInDays: number;
  uploadedDaysAgo: number;
  files: { side: 'front' | 'back'; name: string; mimeType: string }[];
}

const front = { side: 'front', name: 'sample-id-front.png', mimeType: 'image/png' } as const;
const back = { side: 'back', name: 'sample-id-back.jpg', mimeType: 'image/jpeg' } as const;
const letter = { side: 'front', name: 'sample-proof-of-address.pdf', mimeType: 'application/pdf' } as const;

/** One document in each state: approved, pending, rejected and expired. */
export const documentsInEachState: SeedDocument[] = [
  { type: 'id_card', idn: 'MT123456', status: 'approved', expiresInDays: 900, uploadedDaysAgo: 60, files: [front, back] },
  { type: 'passport', idn: 'P7654321', status: 'pending', expiresInDays: 1500, uploadedDaysAgo: 2, files: [front] },
  { type: 'driver_license', idn: 'DL998877', status: 'rejected', expiresInDays: 400, uploadedDaysAgo: 20, files: [front, back] },
  { type: 'proof_of_address', idn: null, status: 'approved', expiresInDays: -10, uploadedDaysAgo: 200, files: [letter] },
];

export async function seedDocuments(tx: Pick<Database, 'insert'>, playerId: number, documents: SeedDocument[], now: Date): Promise<void> {
  for (const document of documents) {
    const uploaded = new Date(now.getTime() - document.uploadedDaysAgo * DAY);
    const [row] = await tx
      .insert(playerDocuments)
      .values({
        playerId,
        type: document.type,
        idn: document.idn,
        status: document.status,
        expiresAt: utcDay(new Date(now.getTime() + document.expiresInDays * DAY)),
        createdAt: uploaded,
        updatedAt: uploaded,
      })
      .returning({ id: playerDocuments.id });
    await tx.insert(playerDocumentMedia).values(
      document.files.map((file) => ({ documentId: row!.id, side: file.side, fileName: file.name, mimeType: file.mimeType, storageKey: seedFileKey(file.name), createdAt: uploaded })),
    );
  }
}
