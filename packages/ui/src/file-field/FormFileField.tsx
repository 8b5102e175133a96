import { useCallback } from 'react';
import { useBoundField, useWordedValues, type Bound } from '../field/FormFields';
import { FileField, useFileSize, type FileFieldProps } from './FileField';

export type FormFileFieldProps = Bound<FileFieldProps, File | null>;

/** A file input bound to a form model field holding a File; `fileRules`' size limit is worded in the player's units. */
export function FormFileField({ field, t, onBlur, onValueChange, ...props }: FormFileFieldProps) {
  const size = useFileSize();
  const word = useCallback((values: Record<string, unknown>) => (typeof values.maxBytes === 'number' ? { ...values, max: size(values.maxBytes) } : values), [size]);
  const bound = useBoundField(field, useWordedValues(t, word), { onBlur, onValueChange });
  return (
    <FileField
      {...bound}
      {...props}
      onValueChange={(file) => {
        bound.onValueChange(file);
        // A chosen file is an answer: its problem shows now, not only after the input is left.
        if (file) field.blur();
      }}
    />
  );
}
