import { addDays, utcDay } from '@casino-sdk/core/dates';
import type { PlayerDocument } from '@casino-sdk/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, skinAuthorization, type TestSandbox } from '../testing/test-sandbox';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PDF = [...'%PDF-1.4\n'].map((char) => char.charCodeAt(0));

const file = (name: string, head: number[], size = 64, type = 'image/png') => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
};

let sandbox: TestSandbox;
/** One app for uploads and downloads: each app keeps its files in a temporary folder of its own. */
let app: TestSandbox['app'];
const now = new Date();
const tomorrow = addDays(utcDay(now), 1);
beforeAll(async () => {
  sandbox = await createTestSandbox();
  app = sandbox.appWith({ clock: () => now });
});
afterAll(() => sandbox.close());

async function newPlayer(): Promise<string> {
  const username = `doc${Math.random().toString(36).slice(2, 8)}`;
  expect((await sandbox.control('sandbox/players', { method: 'POST', body: { username, password: 'Doc-pass-1!' } })).status).toBe(201);
  return sandbox.login(username, 'Doc-pass-1!');
}

function upload(token: string | null, fields: Record<string, string | File>, headers: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return Promise.resolve(app.request('/v1/documents', { method: 'POST', body: form, headers: { authorization: skinAuthorization, ...(token ? { 'user-token': token } : {}), ...headers } }));
}

const idCard = () => ({ type: 'id_card', idn: 'AB123456', expires_at: tomorrow, front_file: file('front.png', PNG), back_file: file('back.jpg', JPEG, 64, 'image/jpeg') });

async function firstFieldError(response: Response): Promise<[string, string]> {
  const body = (await response.json()) as { errors: Record<string, string[]> };
  const [field, messages] = Object.entries(body.errors)[0]!;
  return [field, messages[0]!];
}

describe('POST documents', () => {
  it('stores an id card with both sides and lists it, pending, with its two files', async () => {
    const token = await newPlayer();
    const response = await upload(token, idCard());
    expect(response.status, await response.clone().text()).toBe(200);
    const created = (await response.json()) as PlayerDocument;
    expect(created).toMatchObject({ type: 'id_card', idn: 'AB123456', expires_at: tomorrow, is_verified: false, status: 'pending' });
    expect(created.media).toHaveLength(2);
    const list = (await (await sandbox.call('documents?type=id_card', { token })).json()) as { data: PlayerDocument[] };
    expect(list.data.map((item) => item.id)).toEqual([created.id]);
    expect(((await (await sandbox.call('documents?type=passport', { token })).json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('takes a passport with its number and a pdf proof of address without one', async () => {
    const token = await newPlayer();
    expect((await upload(token, { type: 'passport', idn: 'P1', expires_at: tomorrow, front_file: file('passport.jpeg', JPEG, 64, 'image/jpeg') })).status).toBe(200);
    expect((await upload(token, { type: 'proof_of_address', expires_at: tomorrow, front_file: file('bill_2024-03.pdf', PDF, 64, 'application/pdf') })).status).toBe(200);
  });

  it('refuses a file whose bytes are not what its name says: HTML named .png, a PNG named .pdf', async () => {
    const token = await newPlayer();
    const html = new File(['<html><script>alert(1)</script></html>'], 'front.png', { type: 'image/png' });
    const disguised = await upload(token, { ...idCard(), front_file: html });
    expect(disguised.status).toBe(422);
    expect(await firstFieldError(disguised)).toEqual(['front_file', 'The front file is not the PNG, JPEG or PDF its name says.']);
    const swapped = await upload(token, { ...idCard(), back_file: file('back.pdf', PNG, 64, 'application/pdf') });
    expect((await firstFieldError(swapped))[0]).toBe('back_file');
  });

  it('refuses a file name with spaces or special characters', async () => {
    const token = await newPlayer();
    const response = await upload(token, { ...idCard(), front_file: file('my front.png', PNG) });
    expect(response.status).toBe(422);
    expect(await firstFieldError(response)).toEqual(['front_file', 'The file name may hold only letters, digits, _ . and -.']);
    expect((await upload(token, { ...idCard(), front_file: file('přední.png', PNG) })).status).toBe(422);
  });

  it('takes 2,000,000 bytes and answers 413 at 2,000,001, naming the field', async () => {
    const token = await newPlayer();
    const largest = await upload(token, { ...idCard(), front_file: file('front.png', PNG, 2_000_000) });
    expect(largest.status, await largest.clone().text()).toBe(200);
    const tooLarge = await upload(token, { ...idCard(), back_file: file('back.jpg', JPEG, 2_000_001, 'image/jpeg') });
    expect(tooLarge.status).toBe(413);
    expect(await firstFieldError(tooLarge)).toEqual(['back_file', 'The back file may not be greater than 2,000,000 bytes.']);
  });

  it('answers 413 from the declared length alone, before reading a body past two files', async () => {
    const token = await newPlayer();
    let pulled = 0;
    // A body that would never end: only its first chunk may be read.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await app.request('/v1/documents', {
      method: 'POST',
      body: endless,
      duplex: 'half',
      headers: { authorization: skinAuthorization, 'user-token': token, 'content-type': 'multipart/form-data; boundary=x', 'content-length': '50000000' },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('checks expiry (from tomorrow on the sandbox clock), id number and back side by type', async () => {
    const token = await newPlayer();
    expect(await firstFieldError(await upload(token, { ...idCard(), expires_at: utcDay(now) }))).toEqual(['expires_at', 'The expires at field must be a date after today.']);
    expect((await firstFieldError(await upload(token, { ...idCard(), expires_at: '2031-02-30' })))[0]).toBe('expires_at');
    expect(await firstFieldError(await upload(token, { type: 'passport', expires_at: tomorrow, front_file: file('p.png', PNG) }))).toEqual(['idn', 'The idn field is required for this document type.']);
    const { back_file: _back, ...withoutBack } = idCard();
    expect(await firstFieldError(await upload(token, { ...withoutBack, type: 'driver_license' }))).toEqual(['back_file', 'The back file field is required for this document type.']);
    expect((await upload(token, { ...idCard(), type: 'selfie' })).status).toBe(422);
  });

  it('takes uploads from active players only, and a session only', async () => {
    const inactive = await sandbox.login('inactive-documents-player', 'Inactive-pass-1!');
    const refused = await upload(inactive, idCard());
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('player_not_active');
    expect((await upload(null, idCard())).status).toBe(401);
    expect((await upload(await newPlayer(), idCard(), { 'content-type': 'application/json' })).status).toBe(415);
  });

  it('limits a player to 20 uploads an hour', async () => {
    const token = await newPlayer();
    const send = () => {
      const form = new FormData();
      for (const [key, value] of Object.entries(idCard())) form.append(key, value);
      return app.request('/v1/documents', { method: 'POST', body: form, headers: { authorization: skinAuthorization, 'user-token': token } });
    };
    for (let i = 0; i < 20; i++) expect((await send()).status).toBe(200);
    const throttled = await send();
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).not.toBeNull();
  });
});

describe('GET documents/{id}/media/{media_id}', () => {
  it('serves the owner the very bytes as an attachment with nosniff, and a stranger a 404 like a missing id', async () => {
    const owner = await newPlayer();
    const front = file('front.png', PNG, 300);
    const created = (await (await upload(owner, { ...idCard(), front_file: front })).json()) as PlayerDocument;
    const url = created.media[0]!.full_url;
    expect(url).toBe(`/v1/documents/${created.id}/media/${created.media[0]!.id}`);
    const path = url.slice('/v1/'.length);

    const response = await sandbox.call(path, { token: owner }, app);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="front.png"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(await front.arrayBuffer()));

    const stranger = await sandbox.call(path, { token: await newPlayer() });
    const missing = await sandbox.call(`documents/${created.id + 1000}/media/1`, { token: owner });
    expect([stranger.status, missing.status]).toEqual([404, 404]);
    expect(await stranger.json()).toEqual(await missing.json());
    expect((await sandbox.call(path)).status).toBe(401);
    expect((await sandbox.call(`documents/${created.id}/media/abc`, { token: owner })).status).toBe(404);
  });

  it('lists the seeded documents in each state with their files', async () => {
    const token = await sandbox.login('documents-player', 'Documents-pass-1!');
    const { data } = (await (await sandbox.call('documents', { token })).json()) as { data: PlayerDocument[] };
    expect(data.map((item) => [item.type, item.status, item.is_verified])).toEqual([
      ['passport', 'pending', false],
      ['driver_license', 'rejected', false],
      ['id_card', 'approved', true],
      ['proof_of_address', 'approved', true],
    ]);
    expect(data.find((item) => item.type === 'proof_of_address')!.expires_at! < utcDay(new Date())).toBe(true);
    const pdf = await sandbox.call(data[3]!.media[0]!.full_url.slice('/v1/'.length), { token });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });
});
