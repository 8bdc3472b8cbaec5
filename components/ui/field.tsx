import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const control =
  'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600 disabled:bg-slate-100';

type FieldProps = { label: string; error?: string; hint?: ReactNode; optional?: boolean };

/** Label, control, hint and error for one form field; the error is announced and tied to the control. */
function FieldFrame({ id, label, error, hint, optional, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="ml-1 font-normal text-slate-600">(optional)</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium whitespace-pre-line text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, { error, hint }: FieldProps): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

function borderFor(error?: string): string {
  return error ? 'border-red-600' : 'border-slate-300';
}

export function TextField({
  label,
  error,
  hint,
  optional,
  id,
  className = '',
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} optional={optional}>
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { label, error, hint })}
        className={`${control} ${borderFor(error)} ${className}`}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextareaField({
  label,
  error,
  hint,
  optional,
  id,
  className = '',
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} optional={optional}>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { label, error, hint })}
        className={`${control} ${borderFor(error)} ${className}`}
        {...textarea}
      />
    </FieldFrame>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  label,
  error,
  hint,
  optional,
  id,
  options,
  placeholder,
  className = '',
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly Option[]; placeholder?: string }) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} optional={optional}>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { label, error, hint })}
        className={`${control} ${borderFor(error)} ${className}`}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A checkbox with its label beside it, and an error below. */
export function CheckboxField({
  label,
  error,
  id,
  ...input
}: { label: ReactNode; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-2">
        <input
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="mt-0.5 h-4 w-4 rounded border-slate-400 text-indigo-700 focus:outline-2 focus:outline-indigo-600"
          {...input}
        />
        <label htmlFor={fieldId} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
