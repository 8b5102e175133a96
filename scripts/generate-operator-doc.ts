/**
 * `npm run generate:operator`: writes the calls section of docs/operator.md from the platform
 * contract (packages/core/src/contract). `--check` writes nothing and fails when it is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPERATOR_DOC, operatorDoc } from './operator-docs/operator-doc';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, OPERATOR_DOC);
const content = operatorDoc(root);
if (readFileSync(file, 'utf8') === content) {
  console.log(`${OPERATOR_DOC} is up to date.`);
} else if (process.argv.includes('--check')) {
  console.error(`${OPERATOR_DOC} is stale: run npm run generate:operator`);
  process.exitCode = 1;
} else {
  writeFileSync(file, content);
  console.log(`Wrote ${OPERATOR_DOC}`);
}
