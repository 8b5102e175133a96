import type { FormMessage, Validator } from './checks';

export interface FileRules {
  /**
   * What may be chosen, as the file input's `accept` takes it: MIME types (`application/pdf`),
   * families (`image/*`) and extensions (`.pdf`).
   */
  accept?: readonly string[];
  /** Largest size in bytes. */
  maxBytes?: number;
}

function accepted(file: File, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((rule) => {
    const wanted = rule.trim().toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/**
 * The problem of a chosen file: `field.fileType` (its `types` are the accepted ones, as listed) or
 * `field.fileTooLarge` (its `maxBytes` the limit, worded by the view in the player's units). The
 * `accept` attribute only filters the picker; a dropped or "All files" choice still comes here.
 */
export function fileProblem(file: File | null, rules: FileRules): FormMessage | null {
  if (!file) return null;
  if (rules.accept?.length && !accepted(file, rules.accept)) return { key: 'field.fileType', values: { types: rules.accept.join(', ') } };
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) return { key: 'field.fileTooLarge', values: { maxBytes: rules.maxBytes } };
  return null;
}

/** `fileProblem` as a field's validator. */
export function fileRules<Values>(rules: FileRules): Validator<File | null, Values> {
  return (file) => fileProblem(file, rules);
}
