import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PoliciesScreen } from '@/components/manage/policies/policies-screen';
import { policyTemplates, programmePolicyTemplates } from '@/lib/catalog/policy-templates';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { readListQuery, type UrlQuery } from '@/lib/domain/list-query';
import { can } from '@/lib/domain/permissions';
import { policyRow } from '@/lib/domain/policies/display';
import { trackedFrameworkCodes } from '@/lib/schemas/frameworks/codes';
import { policyFilterStatuses, type PolicyTemplate } from '@/lib/schemas/policies/records';
import { draftingUnavailable } from '@/lib/workspace/assistant';
import { listPolicies, policyStats } from '@/lib/workspace/policies';
import { draftPolicyAction } from './assistant-actions';
import { archivePolicyAction, createPolicy, deletePolicyAction, renewPolicyAction, startFromTemplate, submitPolicyAction } from './actions';

export const metadata: Metadata = { title: 'Policies' };

/** The template cards without their texts: the browser needs only what a card shows. */
const cardOf = ({ id, name, description, frameworks }: PolicyTemplate) => ({ id, name, description, frameworks });
const templateCards = policyTemplates.map(cardOf);
const moreTemplateCards = programmePolicyTemplates.map(cardOf);

export default async function PoliciesPage({ searchParams }: { searchParams: Promise<UrlQuery> }) {
  const member = await requireMember();
  const query = readListQuery(await searchParams, { status: policyFilterStatuses, framework: trackedFrameworkCodes });
  const now = new Date();
  const today = dayOf(now);
  const canEdit = can(member.role, 'records.edit');
  const [page, stats, unavailable] = await Promise.all([
    listPolicies(member, query, today),
    policyStats(member, today),
    canEdit ? draftingUnavailable(member) : null,
  ]);
  return (
    <>
      <PageHeader title="Policies" description="Write, review and renew the policies your frameworks require." />
      <Suspense fallback={null}>
        <PoliciesScreen
          policies={page.rows.map((record) => policyRow(record, now))}
          page={page}
          stats={stats}
          templates={templateCards}
          moreTemplates={moreTemplateCards}
          permissions={{
            canEdit,
            canApprove: can(member.role, 'policies.approve'),
            canDelete: can(member.role, 'records.delete'),
          }}
          createPolicy={createPolicy}
          startFromTemplate={startFromTemplate}
          drafting={canEdit ? { action: draftPolicyAction, unavailable } : undefined}
          steps={{ submit: submitPolicyAction, renew: renewPolicyAction, archive: archivePolicyAction, delete: deletePolicyAction }}
        />
      </Suspense>
    </>
  );
}
