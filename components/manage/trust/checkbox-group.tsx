import type { InputHTMLAttributes } from 'react';
import type { Option } from '@/components/ui/field';

const checkboxClass = 'mt-0.5 h-4 w-4 rounded border-slate-400 text-indigo-700 focus:outline-2 focus:outline-indigo-600';

/** One labelled checkbox of a group's list; the input's props are passed on. */
export function CheckboxItem({ label, ...input }: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>) {
  return (
    <li>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" {...input} className={checkboxClass} />
        {label}
      </label>
    </li>
  );
}

/** A group of checkboxes posted under one name (read as an array by the action). */
export function CheckboxGroup({
  legend,
  name,
  options,
  checked,
  disabled,
  empty,
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  checked: readonly string[];
  disabled?: boolean;
  empty: string;
}) {
  const on = new Set(checked);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {options.map((option) => (
            <CheckboxItem
              key={option.value}
              label={option.label}
              name={name}
              value={option.value}
              defaultChecked={on.has(option.value)}
              disabled={disabled}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}
