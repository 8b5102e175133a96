// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInRuntime, type AccountFixtureOptions } from '../account/account-fixture';
import { documentsAnswers, documentsInEachState, type DocumentsFixtureOptions } from './documents-fixture';
import { createDocumentsModel, documentState, type DocumentsModel } from './documents-model';

/** 27 November 2026, noon UTC: tomorrow is the 28th. */
const NOW = Date.UTC(2026, 10, 27, 12);

let model: DocumentsModel | undefined;
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  model?.dispose();
  CasinoSDK.destroy();
});

async function start(documents: DocumentsFixtureOptions = {}, account: AccountFixtureOptions = {}) {
  const { runtime, calls } = await signedInRuntime({ ...account, answers: documentsAnswers(documents) });
  await vi.waitFor(() => expect(runtime.store.player.value).not.toBeNull());
  model = createDocumentsModel(runtime, { now: () => NOW });
  stop = model.start();
  await vi.waitFor(() => expect(model!.load.value.kind).not.toBe('loading'));
  return { model, calls };
}

const file = (name: string, size = 10, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

describe('the documents model', () => {
  it('groups the documents by type and names each one\'s state on today', async () => {
    const { model: documents } = await start();
    expect(documents.load.value).toEqual({ kind: 'ready' });
    expect([...documents.byType.value.keys()]).toEqual(['passport', 'driver_license', 'id_card', 'proof_of_address']);
    expect(documentsInEachState.map((item) => documents.stateOf(item))).toEqual(['pending', 'rejected', 'approved', 'expired']);
    expect(documents.earliestExpiry).toBe('2026-11-28');
  });

  it('says a document expires after its last day, not on it', () => {
    const approved = { ...documentsInEachState[2]!, expires_at: '2026-11-27' };
    expect(documentState(approved, '2026-11-27')).toBe('approved');
    expect(documentState(approved, '2026-11-28')).toBe('expired');
    expect(documentState({ ...approved, status: undefined, is_verified: false }, '2026-11-01')).toBe('pending');
  });

  it('shows the retry panel\'s message when the list does not load, and loads again', async () => {
    const { model: documents, calls } = await start({ listStatus: 400 });
    expect(documents.load.value.kind).toBe('error');
    await documents.reload();
    expect(calls.filter((call) => call.path === '/v1/documents').length).toBeGreaterThanOrEqual(2);
  });

  it('checks an id card in the browser: both sides, the id number, the expiry from tomorrow, the file rules', async () => {
    const { model: documents, calls } = await start();
    const upload = documents.uploads.id_card;
    expect([upload.needsBackSide, upload.needsIdNumber]).toEqual([true, true]);
    await upload.send();
    const { fields } = upload.form;
    expect([fields.front_file.error.value, fields.back_file.error.value, fields.idn.error.value, fields.expires_at.error.value]).toEqual([
      { key: 'documents.frontRequired' },
      { key: 'documents.backRequired' },
      { key: 'documents.idnRequired' },
      { key: 'documents.expiryRequired' },
    ]);
    fields.front_file.set(file('front.gif', 10, 'image/gif'));
    fields.back_file.set(file('my back.png'));
    fields.expires_at.set('2026-11-27');
    expect([fields.front_file.error.value, fields.back_file.error.value, fields.expires_at.error.value]).toEqual([
      { key: 'documents.fileExtension' },
      { key: 'documents.fileName' },
      { key: 'documents.expiryTooSoon' },
    ]);
    fields.front_file.set(file('front.png', 2_000_001));
    expect(fields.front_file.error.value).toEqual({ key: 'documents.fileSize' });
    expect(calls.some((call) => call.method === 'POST' && call.path === '/v1/documents')).toBe(false);
  });

  it('uploads a valid id card, adds it to the list, clears the form and says so', async () => {
    const { model: documents, calls } = await start({ uploadType: 'id_card' });
    const upload = documents.uploads.id_card;
    upload.form.fields.front_file.set(file('front.png', 2_000_000));
    upload.form.fields.back_file.set(file('back.jpeg', 10, 'image/jpeg'));
    upload.form.fields.idn.set(' AB123456 ');
    upload.form.fields.expires_at.set('2026-11-28');
    await upload.send();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/v1/documents')).toHaveLength(1);
    expect(upload.notice.value).toEqual({ tone: 'success', message: { key: 'documents.uploaded' } });
    expect(documents.byType.value.get('id_card')!.map((item) => item.id)).toEqual([101, 2]);
    expect(upload.form.fields.front_file.value.value).toBeNull();
  });

  it('needs neither a back side nor an id number for a proof of address', async () => {
    const { model: documents, calls } = await start({ uploadType: 'proof_of_address' });
    const upload = documents.uploads.proof_of_address;
    expect([upload.needsBackSide, upload.needsIdNumber]).toEqual([false, false]);
    upload.form.fields.front_file.set(file('bill.pdf', 10, 'application/pdf'));
    upload.form.fields.expires_at.set('2027-01-01');
    await upload.send();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/v1/documents')).toHaveLength(1);
  });

  it('shows the first field error of the platform\'s refusal', async () => {
    const refusal = { status: 422, message: 'The front file is not the PNG, JPEG or PDF its name says. (and 1 more error)', code: 'validation_failed', errors: { front_file: ['The front file is not the PNG, JPEG or PDF its name says.'], expires_at: ['Later.'] } };
    const { model: documents } = await start({ uploadRefusal: refusal });
    const upload = documents.uploads.passport;
    upload.form.fields.front_file.set(file('passport.png'));
    upload.form.fields.idn.set('P1');
    upload.form.fields.expires_at.set('2030-01-01');
    await upload.send();
    expect(upload.notice.value).toEqual({ tone: 'error', message: { text: 'The front file is not the PNG, JPEG or PDF its name says.' } });
    expect(upload.form.fields.front_file.value.value).not.toBeNull();
  });

  it('sends nothing for a player who is not active', async () => {
    const { model: documents, calls } = await start({}, { player: { status: 'inactive' } });
    expect(documents.canUpload.value).toBe(false);
    const upload = documents.uploads.proof_of_address;
    upload.form.fields.front_file.set(file('bill.pdf', 10, 'application/pdf'));
    upload.form.fields.expires_at.set('2027-01-01');
    await upload.send();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/v1/documents')).toBe(false);
  });

  it('downloads a document\'s file with a name from its type, and says so when it is gone', async () => {
    const { model: documents } = await start();
    const proof = documentsInEachState[3]!;
    const saved = await documents.download(proof, 0);
    expect(saved!.name).toBe('proof_of_address-1-1.pdf');
    expect(new Uint8Array(await saved!.file.arrayBuffer())).toEqual(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]));
    expect(await documents.download({ ...proof, media: [{ id: 999, full_url: '' }] }, 0)).toBeNull();
    expect(documents.notice.value).toEqual({ tone: 'error', message: { text: 'Not found.' } });
  });

  it('keeps the identification group\'s tab', async () => {
    const { model: documents } = await start();
    expect(documents.identification.value).toBe('id_card');
    documents.chooseIdentification('passport');
    expect(documents.identification.value).toBe('passport');
  });
});
