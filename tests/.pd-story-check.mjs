import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const ids = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h, tag] of [[1280, 900, 'desk'], [390, 844, 'phone']]) {
  const context = await browser.newContext({ viewport: { width: w, height: h } });
  for (const id of ids) {
    const page = await context.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type() + ': ' + m.text()); });
    page.on('pageerror', (e) => errors.push('pageerror: ' + e.message));
    await page.goto(`http://localhost:6391/iframe.html?id=${id}&viewMode=story`);
    await page.waitForTimeout(id.includes('load-error') ? 4000 : 1500);
    await page.screenshot({ path: `/tmp/pdshots/${id}-${tag}.png`, fullPage: false });
    let violations = [];
    try {
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      violations = axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    } catch (e) { violations = ['axe failed ' + e.message]; }
    console.log(tag, id, JSON.stringify({ errors, violations }));
    await page.close();
  }
  await context.close();
}
await browser.close();
