import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { licenceSealSvg, sealColour, sealRegulators } from './licence-seal';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('licence seals', () => {
  it('draw white words on each regulator colour at 4.5:1 or more, each regulator its own outline', () => {
    for (const regulator of sealRegulators) expect((1.05 / (luminance(sealColour(regulator)) + 0.05)), regulator).toBeGreaterThanOrEqual(4.5);
    const outlines = sealRegulators.map((regulator) => /<g fill="#[0-9a-f]{6}"[^>]*>(.*?)<\/g>/.exec(licenceSealSvg(regulator, 'X1'))![1]);
    expect(new Set(outlines).size).toBe(sealRegulators.length);
  });

  it('carry the short name and the licence number, drawn letter by letter and named, escaped, in the title', () => {
    const letters = (svg: string) => svg.match(/<use /g)?.length;
    const svg = licenceSealSvg('mga', 'MGA/B2C/987/2021');
    expect(letters(svg)).toBe('LICENSED'.length + 'MGA'.length + 'MGA/B2C/987/2021'.length);
    expect(svg).toContain('<title id="t">MGA licence MGA/B2C/987/2021</title>');
    expect(letters(licenceSealSvg('curacao', '8048/JAZ'))).toBe('LICENSED'.length + 'CURAÇAO'.length + '8048/JAZ'.length);
    expect(licenceSealSvg('mga', 'A&B')).toContain('<title id="t">MGA licence A&amp;B</title>');
  });

  describe('GET /sandbox/art/seal/{regulator}.svg?licence=', () => {
    let sandbox: TestSandbox;
    beforeAll(async () => {
      sandbox = await createTestSandbox();
    });
    afterAll(() => sandbox?.close());

    it('draws a known regulator with a licence number, as a picture that runs nothing', async () => {
      const response = await sandbox.app.request('/sandbox/art/seal/ukgc.svg?licence=000-039482-R-319367');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await response.text()).toContain('licence 000-039482-R-319367</title>');
    });

    it('answers 404 for another regulator, no number or words that are no licence number', async () => {
      for (const path of ['/sandbox/art/seal/xyz.svg?licence=1', '/sandbox/art/seal/mga.svg', '/sandbox/art/seal/mga.svg?licence=%3Cscript%3E', `/sandbox/art/seal/mga.svg?licence=${'9'.repeat(40)}`]) {
        expect((await sandbox.app.request(path)).status, path).toBe(404);
      }
    });
  });
});
