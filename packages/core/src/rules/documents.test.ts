import { describe, expect, it } from 'vitest';
import { documentFieldProblems, documentFileProblem, earliestExpiry, fileExtension, needsBackSide, needsIdNumber } from './documents';

describe('document upload rules', () => {
  it('takes png, jpg, jpeg and pdf in any case, nothing else', () => {
    for (const name of ['a.png', 'a.JPG', 'scan.jpeg', 'x.pdf', 'my.scan.PdF']) expect(documentFileProblem({ name, size: 1 })).toBeNull();
    for (const name of ['a.gif', 'a.png.html', 'png', 'a.', 'a.webp']) expect(documentFileProblem({ name, size: 1 })).toBe('extension');
    expect(fileExtension('archive.tar.PDF')).toBe('pdf');
  });

  it('takes letters, digits, underscore, dot and hyphen in names only', () => {
    expect(documentFileProblem({ name: 'ID_card-2024.front.png', size: 1 })).toBeNull();
    for (const name of ['my id.png', 'přední.png', 'a/b.png', 'a+b.pdf', "o'neil.jpg"]) expect(documentFileProblem({ name, size: 1 })).toBe('name');
  });

  it('takes 2,000,000 bytes and refuses 2,000,001', () => {
    expect(documentFileProblem({ name: 'a.pdf', size: 2_000_000 })).toBeNull();
    expect(documentFileProblem({ name: 'a.pdf', size: 2_000_001 })).toBe('size');
  });

  it('needs a back side for id_card and driver_license, an id number for the identification group', () => {
    expect(['id_card', 'passport', 'driver_license', 'proof_of_address'].map(needsBackSide)).toEqual([true, false, true, false]);
    expect(['id_card', 'passport', 'driver_license', 'proof_of_address'].map(needsIdNumber)).toEqual([true, true, true, false]);
  });

  it('takes an expiry from tomorrow on, on the UTC calendar', () => {
    const lateEvening = new Date('2026-03-31T23:30:00Z');
    expect(earliestExpiry(lateEvening)).toBe('2026-04-01');
    const fields = { type: 'proof_of_address', hasBackSide: false };
    expect(documentFieldProblems({ ...fields, expires_at: '2026-04-01' }, lateEvening)).toEqual([]);
    expect(documentFieldProblems({ ...fields, expires_at: '2026-03-31' }, lateEvening)).toEqual(['expiry_too_soon']);
    expect(documentFieldProblems({ ...fields, expires_at: '2026-02-30' }, lateEvening)).toEqual(['expiry_missing']);
    expect(documentFieldProblems(fields, lateEvening)).toEqual(['expiry_missing']);
  });

  it('lists every missing part of an id card in the form order', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(documentFieldProblems({ type: 'id_card', idn: '  ', hasBackSide: false }, now)).toEqual(['expiry_missing', 'idn_missing', 'back_missing']);
    expect(documentFieldProblems({ type: 'passport', idn: 'P1', expires_at: '2030-01-01', hasBackSide: false }, now)).toEqual([]);
  });
});
