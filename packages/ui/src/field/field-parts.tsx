import { useId } from 'react';

/** The ids one field links together: its control, its hint and its error. */
export interface FieldIds {
  control: string;
  hint: string;
  error: string;
}

export function useFieldIds(id: string | undefined): FieldIds {
  const autoId = useId();
  const control = id ?? `casino-field-${autoId}`;
  return { control, hint: `${control}-hint`, error: `${control}-error` };
}

/** `aria-describedby` of a control: the caller's own ids, then the hint and the error that show. */
export function describedBy(ids: FieldIds, own: string | undefined, hint: unknown, error: unknown): string | undefined {
  return [own, hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
}

/** The hint and the error under a field, with the ids its control points at. */
export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: string | undefined; error?: string | null | undefined }) {
  return (
    <>
      {hint ? (
        <p className="casino-field__hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="casino-field__error" id={ids.error}>
          <span className="casino-field__error-icon" aria-hidden="true">
            !
          </span>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The required mark: outside the label, so the accessible name is the label alone; `required` says it to AT. */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? (
    <span className="casino-field__required" aria-hidden="true">
      *
    </span>
  ) : null;
}
