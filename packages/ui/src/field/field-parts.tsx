import { useId, type ReactNode } from 'react';

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

/**
 * A group of inputs under one label (a date of birth, a date range): a fieldset whose legend names
 * it, described by its hint and error, with those messages below the inputs.
 */
export function FieldGroup({ ids, label, required, hint, error, className, children }: { ids: FieldIds; label: ReactNode; required: boolean | undefined; hint: string | undefined; error: string | null | undefined; className: string; children: ReactNode }) {
  const legendId = `${ids.control}-legend`;
  return (
    <fieldset className={className} id={ids.control} aria-labelledby={legendId} aria-describedby={describedBy(ids, undefined, hint, error)}>
      <legend className="casino-field__label-row" id={legendId}>
        <span className="casino-field__label">{label}</span>
        <RequiredMark required={required} />
      </legend>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}

/**
 * The frame of a one-control field (text, password, select): the label row, the control box and the
 * messages under it. Grouped fields (choices, date of birth) use a fieldset and its legend instead.
 */
export function FieldFrame({ ids, label, required, hint, error, className, children }: { ids: FieldIds; label: string; required: boolean | undefined; hint?: string | undefined; error?: string | null | undefined; className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <div className="casino-field__label-row">
        <label className="casino-field__label" htmlFor={ids.control}>
          {label}
        </label>
        <RequiredMark required={required} />
      </div>
      <div className="casino-field__control">{children}</div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

/** What a field's control carries for AT: its id, required, invalid and what describes it. */
export function controlAria(ids: FieldIds, own: string | undefined, required: boolean | undefined, hint: unknown, error: unknown) {
  return { id: ids.control, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(ids, own, hint, error) } as const;
}
