import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** A comment's text, one line per paragraph: the `/**`, `*`, `*\/` and `//` marks gone. */
function commentText(raw: string): string {
  const lines = raw
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*(\*|\/\/) ?/, '').trim());
  return lines.join('\n').trim().replace(/\n(?!\n|- )/g, ' ');
}

function literalProperty(object: ts.ObjectLiteralExpression, name: string): string | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name && ts.isStringLiteral(property.initializer)) {
      return property.initializer.text;
    }
  }
  return undefined;
}

/** A field the SDK added to a schema of the contract: its doc comment starts with "Ours". */
export interface AddedField {
  /** `contract/{file}` */
  file: string;
  /** The schema (the `const` it is declared in) and the field. */
  schema: string;
  field: string;
  comment: string;
}

export interface ContractComments {
  /** The doc comment above each `endpoint({...})`, by `METHOD path`. */
  calls: Map<string, string>;
  added: AddedField[];
}

/** The doc comment (`/** … *\/`) or the `//` lines right above a node. */
function docComment(text: string, node: ts.Node): string | undefined {
  const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  const last = ranges.at(-1);
  if (!last) return undefined;
  if (text.startsWith('/**', last.pos)) return commentText(text.slice(last.pos, last.end));
  if (last.kind !== ts.SyntaxKind.SingleLineCommentTrivia) return undefined;
  const lines = ranges.slice(ranges.findLastIndex((range) => range.kind !== ts.SyntaxKind.SingleLineCommentTrivia) + 1);
  return commentText(lines.map((range) => text.slice(range.pos, range.end)).join('\n'));
}

function declaredIn(node: ts.Node): string {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  }
  return '';
}

/**
 * What the contract's source says in its doc comments (the definitions at run time carry none):
 * the comment above each call, and the fields the SDK added to the spec's schemas.
 */
export function contractComments(contractDir: string): ContractComments {
  const calls = new Map<string, string>();
  const added: AddedField[] = [];
  for (const name of readdirSync(contractDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).sort()) {
    const text = readFileSync(join(contractDir, name), 'utf8');
    const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAssignment(node)) {
        const comment = docComment(text, node);
        const isCall = ts.isCallExpression(node.initializer) && node.initializer.expression.getText(source) === 'endpoint';
        if (isCall && comment) {
          const definition = (node.initializer as ts.CallExpression).arguments[0];
          if (definition && ts.isObjectLiteralExpression(definition)) {
            calls.set(`${literalProperty(definition, 'method')} ${literalProperty(definition, 'path')}`, comment);
          }
        } else if (!isCall && comment?.startsWith('Ours')) {
          added.push({ file: `contract/${name}`, schema: declaredIn(node), field: node.name.getText(source), comment });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { calls, added };
}
