import { Suspense } from 'react';
import { AcceptanceStatusBadge } from './acceptance-status-badge';
import { Pager } from '@/components/manage/records/pager';
import { SectionCard } from '@/components/manage/records/section-card';
import { acceptanceCountText, acceptanceScopeText, type AcceptanceStatus, type RosterPage } from '@/lib/domain/policies/acceptance';
import type { FormAction } from '@/lib/schemas/form-state';
import type { AcceptedPolicy, ShownAcceptanceLink } from '@/lib/schemas/policies/acceptance';
import { AcceptanceAccept } from './acceptance-accept';
import { AcceptanceLinks } from './acceptance-links';

/**
 * The Acceptance section of an approved policy: the signed-in member's own acceptance, everyone employed today in
 * its scope (everyone, or chosen departments) with their status, a page at a time, and the count of all of them, and
 * links for people without a login (administrators and members).
 */
export function PolicyAcceptance({
  policyId,
  policyName,
  roster,
  scope,
  mine,
  accept,
  createLinks,
}: {
  policyId: string;
  policyName: string;
  /** The page of the roster shown (`?page=`), with the counts of the whole roster. */
  roster: RosterPage;
  /** The departments asked; empty for everyone. */
  scope: readonly string[];
  /** The member's own status; null when they are not among the people, 'not-asked' when the roster leaves them out. */
  mine: AcceptanceStatus | 'not-asked' | null;
  accept: FormAction<AcceptedPolicy>;
  /** Given when the member may create links. */
  createLinks?: FormAction<ShownAcceptanceLink[]>;
}) {
  return (
    <SectionCard title="Acceptance" actions={<span className="text-sm font-medium text-slate-700">{acceptanceCountText(roster)}</span>}>
      <p className="mb-4 text-sm text-slate-600">
        {scope.length === 0
          ? 'Everyone employed in the organization accepts this policy.'
          : `Everyone employed in ${acceptanceScopeText(scope)} accepts this policy.`}{' '}
        An acceptance holds through minor edits; a major revision asks everyone again.
      </p>
      <div className="mb-6">
        {mine === null ? (
          <p className="text-sm text-slate-600">You are not listed among the people of this organization.</p>
        ) : mine === 'not-asked' ? (
          <p className="text-sm text-slate-600">This policy is not asked of you: your department is outside its scope.</p>
        ) : mine.state === 'accepted' ? (
          <p className="text-sm text-emerald-900">
            You accepted {mine.versionLabel} on {mine.day}.
          </p>
        ) : (
          <AcceptanceAccept policyId={policyId} policyName={policyName} versionLabel={roster.versionLabel} accept={accept} />
        )}
      </div>
      {roster.total === 0 ? (
        <p className="text-sm text-slate-600">
          {scope.length === 0 ? 'Nobody is employed in the organization today.' : 'Nobody in the chosen departments is employed today.'}
        </p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Who has accepted {policyName}</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Person
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {roster.rows.map((row) => (
              <tr key={row.personId} className="border-b border-slate-100 last:border-0">
                <td className="py-2 pr-4">
                  <span className="font-medium text-slate-900">{row.name}</span> <span className="text-slate-600">{row.email}</span>
                </td>
                <td className="py-2 pr-4">
                  <AcceptanceStatusBadge status={row.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Suspense fallback={null}>
        <Pager page={roster.page} pageCount={roster.pageCount} label="Acceptance pages" />
      </Suspense>
      {createLinks ? <AcceptanceLinks policyId={policyId} create={createLinks} /> : null}
    </SectionCard>
  );
}
