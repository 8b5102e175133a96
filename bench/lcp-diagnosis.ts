/**
 * `node --import tsx bench/lcp-diagnosis.ts [runs] [/en/casino,…]`: why the first pages' LCP is what it is. Runs
 * Lighthouse (as bench/lighthouse.ts) `runs` times per page against the built demo host and prints
 * the median LCP/FCP/score, the LCP element, its phases and the longest critical request chain.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { configFromEnv, startServer } from '../packages/sandbox/src';
import { freePort } from './free-port';

const PAGES = process.argv[3]?.split(',') ?? ['/en/casino', '/en/privacy'];
const runs = Number(process.argv[2] ?? 3);

interface ChainNode {
  request: { url: string; endTime: number };
  children?: Record<string, ChainNode>;
}

/** The chain whose last request ends last, as file names. */
function longestChain(chains: Record<string, ChainNode>): string[] {
  let best: { end: number; path: string[] } = { end: 0, path: [] };
  const walk = (nodes: Record<string, ChainNode>, path: string[]) => {
    for (const node of Object.values(nodes)) {
      const here = [...path, node.request.url.replace(/^https?:\/\/[^/]+/, '')];
      if (node.request.endTime > best.end) best = { end: node.request.endTime, path: here };
      if (node.children) walk(node.children, here);
    }
  };
  walk(chains, []);
  return best.path;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = mkdtempSync(join(tmpdir(), 'lcp-diagnosis-'));
const sandbox = await startServer(configFromEnv({ ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir }));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  for (const path of PAGES) {
    const seen: { lcp: number; fcp: number; score: number; cls: number }[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${sandbox.url}${path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { audits, categories } = result.lhr;
      const figures = {
        lcp: Math.round(audits['largest-contentful-paint']!.numericValue!),
        fcp: Math.round(audits['first-contentful-paint']!.numericValue!),
        score: Math.round((categories.performance?.score ?? 0) * 100),
        cls: Number(audits['cumulative-layout-shift']!.numericValue!.toFixed(3)),
      };
      seen.push(figures);
      const element = audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] } | undefined;
      const [nodeTable, phaseTable] = element?.items ?? [];
      const snippet = nodeTable?.items?.[0]?.node?.snippet ?? '?';
      const phases = (phaseTable?.items ?? []).map((item) => `${item.phase} ${Math.round(item.timing ?? 0)}`).join(', ');
      const chains = (audits['critical-request-chains']?.details as { chains?: Record<string, ChainNode> } | undefined)?.chains ?? {};
      if (run === 0 && process.env.LCP_REQUESTS) {
        const requests = (audits['network-requests']?.details as { items?: { url: string; networkRequestTime: number; networkEndTime: number; transferSize: number; priority: string }[] } | undefined)?.items ?? [];
        for (const request of requests) {
          console.log(`    ${Math.round(request.networkRequestTime)}–${Math.round(request.networkEndTime)} ms ${Math.round(request.transferSize / 102.4) / 10} KB ${request.priority} ${request.url.replace(/^https?:\/\/[^/]+/, '')}`);
        }
      }
      console.log(`${path} run ${run + 1}: ${JSON.stringify(figures)}\n  LCP element: ${snippet.slice(0, 160)}\n  phases: ${phases}\n  chain: ${longestChain(chains).join(' → ')}`);
    }
    console.log(`${path} MEDIAN lcp ${median(seen.map((s) => s.lcp))} fcp ${median(seen.map((s) => s.fcp))} score ${median(seen.map((s) => s.score))} cls ${median(seen.map((s) => s.cls))}`);
  }
  console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
} finally {
  chrome.kill();
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
}
