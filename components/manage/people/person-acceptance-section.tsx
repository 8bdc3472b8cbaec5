import Link from 'next/link';
import { SectionCard } from '@/components/manage/records/section-card';
import { AcceptanceStatusBadge } from '@/components/manage/policies/acceptance-status-badge';
import type { AcceptanceStatus } from '@/lib/domain/policies/acceptance';

type Row = { policyId: string; policyName: string; versionLabel: string; status: AcceptanceStatus };

/**
 * A person's Policy acceptance section: each approved policy that asks them, and whether they accepted its version.
 * Once they have left (`leftOn`), nothing is asked of them: only what they accepted is listed.
 */
export function PersonAcceptanceSection({ policies, leftOn = null }: { policies: readonly Row[]; leftOn?: string | null }) {
  if (leftOn) policies = policies.filter((policy) => policy.status.state === 'accepted');
  const accepted = policies.filter((policy) => policy.status.state === 'accepted').length;
  return (
    <SectionCard title="Policy acceptance">
      {leftOn && <p className="mb-2 text-sm text-slate-700">Left on {leftOn}: no policy asks this person to accept it any more.</p>}
      {policies.length === 0 ? (
        leftOn ? null : (
          <p className="text-sm text-slate-600">No approved policy asks this person to accept it.</p>
        )
      ) : (
        <>
          {!leftOn && (
            <p className="text-sm text-slate-700">
              {accepted} of {policies.length} accepted.
            </p>
          )}
          <ul className="mt-2 divide-y divide-slate-100" aria-label="Policies to accept">
            {policies.map((policy) => (
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
        </>
      )}
    </SectionCard>
  );
}
