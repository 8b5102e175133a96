import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api } from '../../packages/core/src/contract/index';
import { contractComments } from './call-notes';
import { renderAddedFields, renderCalls, renderOperatorDoc } from './operator-calls';

export const OPERATOR_DOC = 'docs/operator.md';

/** docs/operator.md as the contract makes it. */
export function operatorDoc(root: string): string {
  const comments = contractComments(join(root, 'packages/core/src/contract'));
  const generated = `${renderCalls(api, comments.calls)}\n${renderAddedFields(comments.added)}`;
  return renderOperatorDoc(readFileSync(join(root, OPERATOR_DOC), 'utf8'), generated);
}
