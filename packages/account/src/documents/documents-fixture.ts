import type { PlayerDocument } from '@casino-sdk/core/contract/document';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';
import type { FixtureAnswers } from '@casino-sdk/core/testing/platform-fixture';
import type { Refusal } from '../account/account-fixture';

const media = (id: number, side: number) => ({ id: id * 10 + side, full_url: `/v1/documents/${id}/media/${id * 10 + side}` });

/** One document in each state, as the sandbox's documents-player has them (the last one expired in 2020). */
export const documentsInEachState: PlayerDocument[] = [
  { id: 4, type: 'passport', idn: 'P7654321', created_at: '2026-11-25T09:00:00Z', expires_at: '2030-01-31', is_verified: false, status: 'pending', media: [media(4, 1)] },
  { id: 3, type: 'driver_license', idn: 'DL998877', created_at: '2026-11-07T09:00:00Z', expires_at: '2028-01-31', is_verified: false, status: 'rejected', media: [media(3, 1), media(3, 2)] },
  { id: 2, type: 'id_card', idn: 'MT123456', created_at: '2026-09-28T09:00:00Z', expires_at: '2029-05-15', is_verified: true, status: 'approved', media: [media(2, 1), media(2, 2)] },
  { id: 1, type: 'proof_of_address', idn: null, created_at: '2019-05-11T09:00:00Z', expires_at: '2020-05-11', is_verified: true, status: 'approved', media: [media(1, 1)] },
];

export interface DocumentsFixtureOptions {
  /** What GET documents answers (default: one in each state). */
  documents?: PlayerDocument[];
  /** GET documents fails with this status. */
  listStatus?: number;
  /** What POST documents answers instead of the new document. */
  uploadRefusal?: Refusal;
  /** The type the new document comes back with (the fixture cannot read the multipart body). */
  uploadType?: string;
}

/** The documents calls, for `accountStory({ answers })` and `signedInRuntime({ answers })`. */
export function documentsAnswers(options: DocumentsFixtureOptions = {}): FixtureAnswers {
  let created = 100;
  return (method, path) => {
    if (method === 'GET' && path === '/v1/documents') {
      return options.listStatus ? jsonResponse({ message: 'The platform is not available.' }, options.listStatus) : jsonResponse({ data: options.documents ?? documentsInEachState }, 200);
    }
    const file = /^\/v1\/documents\/(\d+)\/media\/(\d+)$/.exec(path);
    if (method === 'GET' && file) {
      const known = (options.documents ?? documentsInEachState).some((document) => String(document.id) === file[1] && document.media.some((item) => String(item.id) === file[2]));
      return known ? new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), { headers: { 'content-type': 'application/pdf' } }) : jsonResponse({ message: 'Not found.' }, 404);
    }
    if (method === 'POST' && path === '/v1/documents') {
      if (options.uploadRefusal) {
        const { status, ...body } = options.uploadRefusal;
        return jsonResponse(body, status);
      }
      const id = ++created;
      const type = options.uploadType ?? 'id_card';
      const document: PlayerDocument = { id, type, idn: 'AB123456', created_at: '2026-11-27T10:00:00Z', expires_at: '2031-01-01', is_verified: false, status: 'pending', media: [media(id, 1)] };
      return jsonResponse(document, 200);
    }
    return undefined;
  };
}
