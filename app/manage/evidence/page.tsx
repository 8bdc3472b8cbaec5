import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { EvidenceClient } from '@/components/manage/evidence/evidence-client';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { collectionProgress, evidenceRow } from '@/lib/domain/evidence-display';
import { evidenceByFramework, evidenceStats, listEvidence } from '@/lib/workspace/evidence';
import { uploadEvidence } from './actions';

export const metadata: Metadata = { title: 'Evidence' };

export default async function EvidencePage() {
  const member = await requireMember();
  const [records, stats, byFramework] = await Promise.all([listEvidence(member), evidenceStats(member), evidenceByFramework(member)]);
  return (
    <>
      <PageHeader title="Evidence" description="Collect, review and keep the evidence your frameworks require." />
      <Suspense fallback={null}>
        <EvidenceClient
          items={records.map(evidenceRow)}
          stats={stats}
          progress={collectionProgress(byFramework)}
          canEdit={can(member.role, 'records.edit')}
          uploadEvidence={uploadEvidence}
        />
      </Suspense>
    </>
  );
}
