import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { pdfLines } from '../packages/account/src/export/pdf-lines';
import { expect, test } from './fixtures';

// The account's exports downloaded from the real site and read back (issue 23). The files' rules
// (escaping, typed cells, the font) are unit tests in packages/account/src/export; here the journey:
// the seeded history player's rows of a week, in a language with diacritics, as CSV, .xlsx and PDF.

const HISTORY = { username: 'history-player', password: 'History-pass-1!' };
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The last week (from a week ago to today, UTC) searched; the rows on screen once painted. */
async function searchWeek(account: Locator): Promise<number> {
  const [from, to] = [account.locator('[part="filters"] input[type="date"]').first(), account.locator('[part="filters"] input[type="date"]').last()];
  await from.fill(day(7));
  await to.fill(day(0));
  await account.locator('[part="search"]').click();
  const rows = account.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(account.locator('[part="cards"]')).toBeVisible();
  return rows.count();
}

/** Presses an export button and returns the downloaded file's name and bytes. */
async function download(page: Page, account: Locator, part: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), account.locator(`[part="${part}"]`).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

const csvRows = (bytes: Buffer) => Papa.parse<string[]>(bytes.toString('utf8').replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;

test("a player's report of the week downloads as CSV, .xlsx and PDF, each read back with the rows on screen (German)", async ({ page, signIn }) => {
  await signIn(HISTORY, '/de/dashboard/reports');
  const account = page.getByRole('main').locator('casino-account');
  const onScreen = await searchWeek(account);
  const firstGame = (await account.locator('tbody tr').first().locator('td').first().textContent())!.trim();

  const csv = await download(page, account, 'export-csv');
  expect(csv.name).toBe(`reports-${day(7)}-${day(0)}.csv`);
  const rows = csvRows(csv.bytes);
  const header = rows.findIndex((row) => row[0] === 'Datum');
  expect(rows[0]).toEqual(['Berichte']);
  expect(rows[header]).toEqual(['Datum', 'Spiel', 'Anbieter', 'Anzahl Einsätze', 'Einsätze', 'Gewinne', 'Netto']);
  expect(rows.slice(header + 1)).toHaveLength(onScreen);
  expect(rows[header + 1]?.[1]).toBe(firstGame);
  for (const row of rows.slice(header + 1)) expect(row.slice(4).every((cell) => /^-?\d+\.\d{2}$/.test(cell))).toBe(true);

  const xlsx = await download(page, account, 'export-xlsx');
  expect(xlsx.name).toBe(`reports-${day(7)}-${day(0)}.xlsx`);
  const sheet = await readSheet(xlsx.bytes);
  const sheetRows = sheet.slice(sheet.findIndex((row) => row[0] === 'Datum') + 1);
  expect(sheetRows).toHaveLength(onScreen);
  for (const row of sheetRows) {
    expect(row[0]).toBeInstanceOf(Date);
    expect(row.slice(3).map((cell) => typeof cell)).toEqual(['number', 'number', 'number', 'number']);
  }

  const pdf = await download(page, account, 'export-pdf');
  expect(pdf.name).toBe(`reports-${day(7)}-${day(0)}.pdf`);
  const text = (await pdfLines(new Uint8Array(pdf.bytes))).join('\n');
  expect(text).toContain(`Zeitraum ${day(7)} – ${day(0)} (UTC)`);
  expect(text).toContain('Einsätze'); // the header cell wraps in its narrow column
  expect(text).toContain(firstGame);
});

test("a player's transactions of the week download as CSV, .xlsx and PDF, each read back with the rows on screen (Polish)", async ({ page, signIn }) => {
  await signIn(HISTORY, '/pl/dashboard/transactions');
  const account = page.getByRole('main').locator('casino-account');
  const onScreen = await searchWeek(account);
  const firstId = (await account.locator('tbody tr').first().locator('th, td').first().textContent())!.trim();

  const rows = csvRows((await download(page, account, 'export-csv')).bytes);
  const header = rows.findIndex((row) => row[0] === 'ID');
  expect(rows.slice(2, header).map((row) => row[0])).toEqual(['Suma wpłat', 'Suma wypłat', 'Netto']);
  expect(rows.slice(header + 1)).toHaveLength(onScreen);
  expect(rows[header + 1]?.[0]).toBe(firstId);

  const sheet = await readSheet((await download(page, account, 'export-xlsx')).bytes);
  const sheetRows = sheet.slice(sheet.findIndex((row) => row[0] === 'ID') + 1);
  expect(sheetRows).toHaveLength(onScreen);
  expect(sheetRows[0]?.[0]).toBe(Number(firstId));
  expect(sheetRows[0]?.[1]).toBeInstanceOf(Date);
  expect(sheetRows.map((row) => typeof row[4])).toEqual(Array(onScreen).fill('number'));

  const text = (await pdfLines(new Uint8Array((await download(page, account, 'export-pdf')).bytes))).join('\n');
  expect(text).toContain('Suma wpłat');
  expect(text).toMatch(new RegExp(`^${firstId} `, 'm'));
});
