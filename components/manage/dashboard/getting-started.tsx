import Link from 'next/link';
import type { GettingStartedStep } from '@/lib/domain/dashboard';

/** A new organization's first steps, those done ticked off, and what sign-up already added. */
export function GettingStarted({ steps, note, canEdit }: { steps: readonly GettingStartedStep[]; note: string | null; canEdit: boolean }) {
  return (
    <section aria-labelledby="getting-started" className="mb-6 rounded-lg border border-indigo-200 bg-indigo-50 p-5">
      <h2 id="getting-started" className="text-lg font-semibold text-slate-900">
        Getting started
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {canEdit
          ? 'Your organization is new. These first steps fill the dashboard with your own records.'
          : 'Your organization is new. Its administrators and members take these first steps; the dashboard fills in as they do.'}
      </p>
      {note && <p className="mt-2 text-sm font-medium text-slate-900">{note}</p>}
      <ol className="mt-4 grid gap-3 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.href} className="rounded-md border border-slate-200 bg-white p-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              Step {index + 1}
              {step.done && <span className="ml-2 text-emerald-800">· Done</span>}
            </p>
            {canEdit && !step.done ? (
              <Link href={step.href} className="mt-1 block text-sm font-semibold text-indigo-700 hover:underline">
                {step.label}
              </Link>
            ) : (
              <p className="mt-1 text-sm font-semibold text-slate-900">{step.label}</p>
            )}
            <p className="mt-1 text-xs text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
