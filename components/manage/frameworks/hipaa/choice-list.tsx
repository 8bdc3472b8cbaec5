'use client';

import { isLocked } from '@/lib/domain/frameworks/hipaa-wizard';

type Choice = { value: string; label: string; description?: string };

/** A fieldset of checkboxes; locked items are shown ticked and cannot be cleared. */
export function CheckboxList({
  legend,
  name,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  name: string;
  options: readonly Choice[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      {options.map((option) => {
        const locked = isLocked(option.value);
        const id = `${name}-${option.value}`;
        return (
          <div key={option.value} className="flex items-start gap-3 rounded-md border border-slate-200 px-3 py-2">
            <input
              id={id}
              type="checkbox"
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              disabled={locked}
              onChange={() => onToggle(option.value)}
              className="mt-0.5 h-4 w-4 rounded border-slate-400 focus:outline-2 focus:outline-indigo-600"
            />
            <label htmlFor={id} className="text-sm text-slate-800">
              {option.label}
              {locked && <span className="ml-2 text-xs font-semibold text-slate-700">(Required)</span>}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** A fieldset of radio buttons. */
export function RadioList({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <div key={option.value} className="flex items-start gap-3 rounded-md border border-slate-200 px-3 py-2">
            <input
              id={id}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 h-4 w-4 focus:outline-2 focus:outline-indigo-600"
            />
            <label htmlFor={id} className="text-sm text-slate-800">
              <span className="font-medium">{option.label}</span>
              {option.description && <span className="block text-xs text-slate-600">{option.description}</span>}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
