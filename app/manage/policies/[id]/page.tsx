import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { AcceptanceScopeForm } from '@/components/manage/policies/acceptance-scope-form';
import { PolicyAcceptance } from '@/components/manage/policies/policy-acceptance';
import { PolicyBody } from '@/components/manage/policies/policy-body';
import { PolicyComments } from '@/components/manage/policies/policy-comments';
import { PolicyFacts } from '@/components/manage/policies/policy-facts';
import { PolicyPageActions } from '@/components/manage/policies/policy-page-actions';
import { PolicyReviewPanel } from '@/components/manage/policies/policy-review-panel';
import { PolicyVersions } from '@/components/manage/policies/policy-versions';
import { RecordHistory } from '@/components/manage/records/record-history';
import { SectionCard } from '@/components/manage/records/section-card';
import { formatMoment } from '@/components/manage/settings/dates';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { foundOr404 } from '@/lib/found-or-404';
import { readListQuery, type UrlQuery } from '@/lib/domain/list-query';
import { can } from '@/lib/domain/permissions';
import { policyPageActions, policyPaths } from '@/lib/domain/policies/actions';
import { acceptanceScopeText, ownAcceptance, rosterPage } from '@/lib/domain/policies/acceptance';
import { reviewDueText } from '@/lib/domain/policies/display';
import { recordHistory } from '@/lib/workspace/activity';
import { peopleDepartments } from '@/lib/workspace/people';
import { getPolicy, policyAcceptanceStatus } from '@/lib/workspace/policies';
import { acceptPolicyAction, createAcceptanceLinksAction, setAcceptanceScopeAction } from '../acceptance-actions';
import {
  approvePolicyAction,
  archivePolicyAction,
  commentOnPolicyAction,
  deletePolicyAction,
  renewPolicyAction,
  returnPolicyAction,
  submitPolicyAction,
} from '../actions';

export const metadata: Metadata = { title: 'Policy' };

const linkClass = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';

/**
 * One policy: its text, status, version, owner, frameworks and review, its older versions (`?version=v1.0` shows
 * that approved text, read-only), who has accepted an approved policy and who is asked to (everyone or chosen
 * departments, set by members and admins; a page of them at a time, `?page=`), the review panel for administrators,
 * comments, history, and the lifecycle buttons the member's role and the policy's status allow.
 */
export default async function PolicyPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<UrlQuery> }) {
  const member = await requireMember();
  const { id } = await params;
  const query = await searchParams;
  const { version: asked } = query;
  const now = new Date();
  const policy = await foundOr404(getPolicy(member, id, dayOf(now)));
  const [history, acceptance, departments] = await Promise.all([
    recordHistory(member, policy.id),
    policyAcceptanceStatus(member, policy.id, dayOf(now)),
    peopleDepartments(member),
  ]);
  const permissions = {
    canEdit: can(member.role, 'records.edit'),
    canApprove: can(member.role, 'policies.approve'),
    canDelete: can(member.role, 'records.delete'),
  };
  const archived = policy.archivedAt !== null;
  const underReview = policy.status === 'review' && !archived;
  const wanted = typeof asked === 'string' ? asked : null;
  const older = wanted ? policy.versions.find((entry) => entry.label === wanted) : undefined;
  const steps = { submit: submitPolicyAction, renew: renewPolicyAction, archive: archivePolicyAction, delete: deletePolicyAction };

  return (
    <>
      <PageHeader
        title={policy.name}
        description={policy.description || undefined}
        actions={
          <PolicyPageActions
            actions={policyPageActions({ ...policy, archived }, permissions)}
            policyId={policy.id}
            version={policy.version}
            steps={steps}
          />
        }
      >
        <Breadcrumb items={[{ label: 'Policies', href: '/manage/policies' }, { label: policy.name }]} />
      </PageHeader>
      <PolicyFacts
        facts={{
          status: policy.status,
          archived,
          versionLabel: policy.versionLabel,
          owner: policy.owner,
          frameworks: policy.frameworks,
          reviewDue: reviewDueText(policy, now),
          reviewFrequencyMonths: policy.reviewFrequencyMonths,
          acceptedBy: acceptanceScopeText(policy.acceptanceDepartments),
          approved: policy.approvedAt
            ? `${formatMoment(policy.approvedAt)}${policy.approvedByName ? ` by ${policy.approvedByName}` : ''}${policy.selfApproved ? ' (self-approved)' : ''}`
            : null,
        }}
      />
      {underReview && permissions.canApprove ? (
        <PolicyReviewPanel
          policyId={policy.id}
          name={policy.name}
          versionLabel={policy.versionLabel}
          version={policy.version}
          approve={approvePolicyAction}
          returnPolicy={returnPolicyAction}
          approval={policy.approval}
        />
      ) : null}
      {underReview && !permissions.canApprove ? (
        <p className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          This policy is under review: an administrator approves it or returns it to Draft with comments.
        </p>
      ) : null}
      {wanted && older ? (
        <SectionCard title={`Version ${older.label} (read-only)`}>
          <p className="mb-4 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
            Approved {formatMoment(older.approvedAt)} by {older.approvedByName}
            {older.selfApproved ? ' (self-approved)' : ''}.{' '}
            <Link href={policyPaths.view(policy.id)} className={linkClass}>
              Back to the current text ({policy.versionLabel})
            </Link>
          </p>
          <PolicyBody markdown={older.body} />
        </SectionCard>
      ) : (
        <SectionCard title={`Policy Text (${policy.versionLabel})`}>
          {wanted ? (
            <p role="alert" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              This policy has no approved version {wanted}. The current text is shown.
            </p>
          ) : null}
          <PolicyBody markdown={policy.body} />
        </SectionCard>
      )}
      {acceptance ? (
        <PolicyAcceptance
          policyId={policy.id}
          policyName={acceptance.policyName}
          roster={rosterPage(acceptance, readListQuery(query, {}).page)}
          scope={acceptance.scope}
          mine={ownAcceptance(acceptance, acceptance.myPersonId)}
          accept={acceptPolicyAction}
          createLinks={permissions.canEdit ? createAcceptanceLinksAction : undefined}
        />
      ) : null}
      {permissions.canEdit && !archived ? (
        <SectionCard title="Who accepts">
          <AcceptanceScopeForm
            policyId={policy.id}
            version={policy.version}
            scope={policy.acceptanceDepartments}
            departments={departments}
            save={setAcceptanceScopeAction}
          />
        </SectionCard>
      ) : null}
      <PolicyVersions policyId={policy.id} versions={policy.versions} reading={older?.label ?? null} />
      <PolicyComments
        comments={policy.comments}
        policyId={policy.id}
        version={policy.version}
        comment={underReview && permissions.canEdit ? commentOnPolicyAction : undefined}
      />
      <RecordHistory entries={history} />
    </>
  );
}
