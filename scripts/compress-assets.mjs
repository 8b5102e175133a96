// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a build, so the sandbox
// serves them compressed without compressing on each request (serveStatic's `precompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(?:m?js|css|html|svg|json|txt|xml|webmanifest)$/i;
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

for (const dir of process.argv.slice(2)) {
  let count = 0;
  for (const path of files(dir)) {
    if (!TEXT.test(path)) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  console.log(`compress-assets: ${count} files in ${dir} have .br and .gz copies`);
}
