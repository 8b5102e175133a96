import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '../../packages/core/src/contract/index';
import { contractComments } from './call-notes';
import { callOrigin, renderCalls } from './operator-calls';
import { OPERATOR_DOC, operatorDoc } from './operator-doc';

const root = join(import.meta.dirname, '..', '..');

describe('docs/operator.md', () => {
  it('is up to date with the contract (npm run generate:operator)', () => {
    const current = readFileSync(join(root, OPERATOR_DOC), 'utf8');
    expect(current === operatorDoc(root), `${OPERATOR_DOC} is stale: run npm run generate:operator`).toBe(true);
  });

  it('lists every call of the contract once, with its origin and proof', () => {
    const calls = renderCalls(api, new Map());
    for (const endpoint of Object.values(api).flatMap((group) => Object.values(group))) {
      const row = `| \`${endpoint.method} ${endpoint.path}\` | ${callOrigin(endpoint)} | \`${endpoint.auth}\` |`;
      expect(calls.split(row).length - 1, row).toBe(1);
    }
  });

  it('takes the comment written above a call', () => {
    const { calls } = contractComments(join(root, 'packages/core/src/contract'));
    expect(calls.get('GET auth/admin/session')).toBe('Whether the token is still good (401 when not): the host asks before showing admin mode.');
  });

  it("lists the fields the SDK added to the spec's schemas", () => {
    const { added } = contractComments(join(root, 'packages/core/src/contract'));
    expect(added).toContainEqual(expect.objectContaining({ file: 'contract/skin.ts', schema: 'skinSettings', field: 'game_origins' }));
  });
});
