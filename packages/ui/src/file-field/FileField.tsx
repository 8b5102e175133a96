import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useElementStyles } from '../element/host';
import { fileFieldCss } from './file-field.styles';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { useLanguage, useT } from '../runtime/use-runtime';
import { controlAria, FieldFrame, useFieldIds } from '../field/field-parts';
import english from './texts.en.json';

addEnglishTexts(english);

export interface FileFieldProps {
  label: string;
  value: File | null;
  onValueChange: (file: File | null) => void;
  /** What the picker offers, as `accept` takes it (`application/pdf`, `image/*`, `.heic`); the form's `fileRules` checks the same list. */
  accept?: readonly string[];
  /** Said in the hint when there is no other; the check itself is the form's `fileRules`. */
  maxBytes?: number;
  required?: boolean;
  hint?: string;
  /** Shown under the field, linked with aria-describedby, and sets aria-invalid. */
  error?: string | null;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  name?: string;
  id?: string;
  className?: string;
}

/** A size in the player's language: "850 kB", "1,2 MB" (decimal units, as phones and macOS count). */
export function useFileSize(): (bytes: number) => string {
  const language = useLanguage();
  return useMemo(() => {
    const units = [
      { unit: 'megabyte', size: 1_000_000 },
      { unit: 'kilobyte', size: 1_000 },
      { unit: 'byte', size: 1 },
    ].map(({ unit, size }) => ({ size, format: new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }) }));
    return (bytes) => {
      const { size, format } = units.find((entry) => bytes >= entry.size) ?? units[units.length - 1]!;
      return format.format(bytes / size);
    };
  }, [language]);
}

/**
 * A file input that keeps the platform's own control: the real `<input type="file">` lies over
 * the drop zone, invisible, so a click anywhere in it opens the picker, the keyboard and screen
 * readers meet a native file input named by the label, and a file dropped on the zone lands in
 * it natively. The zone's words are ours, not the browser's ("No file chosen" in its language).
 * The chosen file's name and size are said (aria-live) and described from the input.
 */
export function FileField({ label, value, onValueChange, accept, maxBytes, required, hint, error, onBlur, ref, name, id, className }: FileFieldProps) {
  useElementStyles(fileFieldCss);
  const t = useT();
  const size = useFileSize();
  const ids = useFieldIds(id);
  const input = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const chosenId = `${ids.control}-chosen`;
  const shownHint = hint ?? (maxBytes !== undefined ? t('field.fileMax', { max: size(maxBytes) }) : undefined);

  // The form let go of the file (removed, reset): the input forgets it too, or choosing the same file again would not be a change.
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);

  const attach = (node: HTMLInputElement | null) => {
    input.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <FieldFrame ids={ids} label={label} required={required} hint={shownHint} error={error} className={['casino-field', 'casino-field--file', className].filter(Boolean).join(' ')}>
      <div className="casino-file">
        <div className="casino-file__zone" data-dragging={dragging || undefined}>
          <input
            {...controlAria(ids, value ? chosenId : undefined, required, shownHint, error)}
            ref={attach}
            type="file"
            name={name}
            className="casino-file__input"
            accept={accept?.join(',')}
            onChange={(event) => onValueChange(event.target.files?.[0] ?? null)}
            onBlur={onBlur}
            // The input covers the zone, so a dragged file is over the input itself.
            onDragEnter={() => setDragging(true)}
            onDragLeave={() => setDragging(false)}
            onDrop={() => setDragging(false)}
          />
          <span className="casino-file__button" aria-hidden="true">
            {t(value ? 'field.chooseOtherFile' : 'field.chooseFile')}
          </span>
          <span className="casino-file__drop" aria-hidden="true">
            {t('field.dropFile')}
          </span>
        </div>
        <div className="casino-file__chosen" aria-live="polite">
          {value ? (
            <>
              <span id={chosenId} className="casino-file__name">
                {t('field.chosenFile', { name: value.name, size: size(value.size) })}
              </span>
              <button
                type="button"
                className="casino-file__remove"
                aria-label={t('field.removeNamedFile', { name: value.name })}
                onClick={() => {
                  onValueChange(null);
                  // The button goes with the file: the keyboard stays in the field.
                  input.current?.focus();
                }}
              >
                {t('field.removeFile')}
              </button>
            </>
          ) : null}
        </div>
      </div>
    </FieldFrame>
  );
}
