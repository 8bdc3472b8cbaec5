import type { LibraryControl } from '@/lib/catalog/types';

/** The controls a custom framework's requirements may name, for the form's author to look up: id and name. */
export function LibraryControlsList({ controls }: { controls: readonly Pick<LibraryControl, 'id' | 'name'>[] }) {
  return (
    <details className="max-w-3xl rounded-lg border border-slate-200 bg-white px-6 py-4 shadow-sm">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">The {controls.length} controls of the library</summary>
      <ul aria-label="Controls of the library" className="mt-3 grid gap-x-6 gap-y-1 text-xs text-slate-700 sm:grid-cols-2">
        {controls.map((control) => (
          <li key={control.id}>
            <span className="mr-2 font-mono text-slate-900">{control.id}</span>
            {control.name}
          </li>
        ))}
      </ul>
    </details>
  );
}
