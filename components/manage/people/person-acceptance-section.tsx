import Link from 'next/link';
import { Suspense } from 'react';
import { Pager } from '@/components/manage/records/pager';
import { SectionCard } from '@/components/manage/records/section-card';
import { AcceptanceStatusBadge } from '@/components/manage/policies/acceptance-status-badge';
import type { AcceptanceStatus } from '@/lib/domain/policies/acceptance';
import type { ListPage } from '@/lib/domain/list-query';

type Row = { policyId: string; policyName: string; versionLabel: string; status: AcceptanceStatus };

/**
 * A person's Policy acceptance section: a page of the approved policies that ask them, and whether they accepted
 * each one's version; how many they accepted is counted on the server. Once they have left (`leftOn`), nothing is
 * asked of them: the server lists only what they accepted.
 */
export function PersonAcceptanceSection({
  policies,
  leftOn = null,
}: {
  policies: ListPage<Row> & { accepted: number };
  leftOn?: string | null;
}) {
  return (
    <SectionCard title="Policy acceptance">
      {leftOn && <p className="mb-2 text-sm text-slate-700">Left on {leftOn}: no policy asks this person to accept it any more.</p>}
      {policies.total === 0 ? (
        leftOn ? null : (
          <p className="text-sm text-slate-600">No approved policy asks this person to accept it.</p>
        )
      ) : (
        <>
          {!leftOn && (
            <p className="text-sm text-slate-700">
              {policies.accepted} of {policies.total} accepted.
            </p>
          )}
          <ul className="mt-2 divide-y divide-slate-100" aria-label="Policies to accept">
            {policies.rows.map((policy) => (
              <li key={policy.policyId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <Link
                  href={`/manage/policies/${policy.policyId}`}
                  className="font-medium text-indigo-700 underline-offset-2 hover:underline"
                >
                  {policy.policyName} {policy.versionLabel}
                </Link>
                <AcceptanceStatusBadge status={policy.status} />
              </li>
            ))}
          </ul>
          <Suspense fallback={null}>
            <Pager page={policies.page} pageCount={policies.pageCount} label="Policy acceptance pages" />
          </Suspense>
        </>
      )}
    </SectionCard>
  );
}
