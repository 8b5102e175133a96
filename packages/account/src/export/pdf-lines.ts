import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** For tests: a PDF's text as pdf.js reads it, one string per line drawn, every page. */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
  }
  await pdf.destroy();
  return lines;
}
