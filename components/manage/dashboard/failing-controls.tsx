import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { INTEGRATIONS_HREF } from '@/lib/catalog/integrations';

/** A control an automated check fails, with the titles of those checks. */
export type FailingControl = { id: string; name: string; checks: readonly string[] };

/**
 * The dashboard's warning: the controls an automated check of the latest runs fails. They need attention and count
 * toward no progress until a run passes them or an exception is recorded. Shown only while there are some.
 */
export function FailingControlsList({ controls }: { controls: readonly FailingControl[] }) {
  if (controls.length === 0) return null;
  return (
    <section aria-labelledby="failing-controls" className="mt-6 rounded-lg border border-red-300 bg-white p-5 shadow-sm">
      <div className="mb-1 flex items-center justify-between gap-3">
        <h2 id="failing-controls" className="text-lg font-semibold text-slate-900">
          Controls Needing Attention
        </h2>
        <Link href={INTEGRATIONS_HREF} className="text-sm font-medium text-indigo-700 hover:underline">
          See the check results
        </Link>
      </div>
      <p className="mb-3 text-sm text-slate-600">
        An automated check fails these controls: they count toward no progress until a run passes them or an administrator records an
        exception.
      </p>
      <ul className="divide-y divide-slate-100">
        {controls.map((control) => (
          <li key={control.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
            <span className="min-w-0">
              <span className="font-medium text-slate-900">
                {control.id} {control.name}
              </span>
              <span className="block text-xs text-slate-600">Failing check: {control.checks.join('; ')}</span>
            </span>
            <Badge tone="danger">Needs attention</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
