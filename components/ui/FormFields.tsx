import type { InputHTMLAttributes, ReactNode } from 'react';

// The pieces every form repeats. They carry no styles of their own: a form passes its module's
// classes, so a field looks as the form around it does.

/**
 * A labelled input and its error line; the line is tied to the input (aria-invalid, aria-describedby).
 * An `action` (获取验证码) sits at the end of the field's own row, on its line, outside the label so
 * it is no part of the input's name; `classes.grow` then lays out the label within the row.
 */
export function TextField({
  id,
  label,
  error,
  classes,
  action,
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  classes: { field?: string; label?: string; error?: string; grow?: string };
  action?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${id}-error`;
  const field = (
    <label className={action ? classes.grow : classes.field}>
      <span className={classes.label}>{label}</span>
      <input
        {...input}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
    </label>
  );
  return (
    <>
      {action ? (
        <div className={classes.field}>
          {field}
          {action}
        </div>
      ) : (
        field
      )}
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </>
  );
}

/** A select's options: the empty choice (`placeholder`), then one per item. */
export function SelectOptions({
  placeholder,
  items,
}: {
  placeholder: string;
  items: { id: number | string; name: string }[];
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}

/** The end of a form: the message line (always there, so a screen reader hears it change), then the submit button. */
export function FormFooter({
  error,
  busy,
  busyText,
  text,
  errorClass,
}: {
  error: string | null;
  busy: boolean;
  busyText: string;
  text: string;
  errorClass?: string;
}) {
  return (
    <>
      <p className={errorClass} role="alert" aria-live="assertive">
        {error ?? ''}
      </p>
      <button type="submit" className="btn btn-block" disabled={busy}>
        {busy ? busyText : text}
      </button>
    </>
  );
}
