import Link from 'next/link';
import { SectionCard } from '@/components/manage/records/section-card';
import { formatMoment } from '@/components/manage/settings/dates';
import { policyPaths } from '@/lib/domain/policies/actions';
import type { PolicyVersionEntry } from '@/lib/schemas/policies/records';

const linkClass = 'font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** Every approved text of the policy, newest first; each opens read-only on the policy's page. */
export function PolicyVersions({
  policyId,
  versions,
  reading,
}: {
  policyId: string;
  versions: readonly Pick<PolicyVersionEntry, 'label' | 'approvedAt' | 'approvedByName' | 'selfApproved'>[];
  reading: string | null;
}) {
  return (
    <SectionCard title="Versions">
      {versions.length === 0 ? (
        <p className="text-sm text-slate-600">No version has been approved yet. Each approved text is kept here.</p>
      ) : (
        <ol className="divide-y divide-slate-200">
          {versions.map((entry) => (
            <li key={entry.label} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm text-slate-700">
              <span>
                {entry.label === reading ? (
                  <span className="font-semibold text-slate-900">{entry.label} (shown)</span>
                ) : (
                  <Link
                    href={`${policyPaths.view(policyId)}?version=${encodeURIComponent(entry.label)}`}
                    className={linkClass}
                    aria-label={`Read version ${entry.label}`}
                  >
                    {entry.label}
                  </Link>
                )}{' '}
                approved by {entry.approvedByName}
                {entry.selfApproved ? ' (self-approved)' : ''}
              </span>
              <time dateTime={entry.approvedAt.toISOString()} className="text-slate-600">
                {formatMoment(entry.approvedAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
