import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PoliciesClient } from '@/components/manage/policies/policies-client';
import { policyTemplates } from '@/lib/catalog/policy-templates';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { policyRow } from '@/lib/domain/policy-display';
import { isoDay } from '@/lib/domain/days-remaining';
import { listPolicies, policyStats } from '@/lib/workspace/policies';
import { createPolicy } from './actions';

export const metadata: Metadata = { title: 'Policies' };

export default async function PoliciesPage() {
  const member = await requireMember();
  const now = new Date();
  const [records, stats] = await Promise.all([listPolicies(member), policyStats(member, isoDay(now))]);
  return (
    <>
      <PageHeader title="Policies" description="Write, review and renew the policies your frameworks require." />
      <Suspense fallback={null}>
        <PoliciesClient
          policies={records.map((record) => policyRow(record, now))}
          stats={stats}
          templates={policyTemplates}
          canEdit={can(member.role, 'records.edit')}
          createPolicy={createPolicy}
        />
      </Suspense>
    </>
  );
}
