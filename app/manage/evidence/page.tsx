import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { EvidenceScreen } from '@/components/manage/evidence/evidence-screen';
import { requireMember } from '@/lib/dal';
import { readListQuery, type UrlQuery } from '@/lib/domain/list-query';
import { can } from '@/lib/domain/permissions';
import { evidenceListStatuses, evidenceTypes } from '@/lib/schemas/evidence/records';
import { trackedFrameworkCodes } from '@/lib/schemas/frameworks/codes';
import { automatedCollection, evidenceStats, listEvidence } from '@/lib/workspace/evidence';
import { archiveEvidenceAction, uploadEvidence } from './actions';

export const metadata: Metadata = { title: 'Evidence' };

type Props = { searchParams: Promise<UrlQuery> };

/** The evidence library: the page of items the URL's search, filters and page number ask for, read in SQL. */
export default async function EvidencePage({ searchParams }: Props) {
  const member = await requireMember();
  const query = readListQuery(await searchParams, { framework: trackedFrameworkCodes, type: evidenceTypes, status: evidenceListStatuses });
  const [list, stats, progress] = await Promise.all([listEvidence(member, query), evidenceStats(member), automatedCollection(member)]);
  return (
    <>
      <PageHeader title="Evidence" description="Collect, review and keep the evidence your frameworks require." />
      <Suspense fallback={null}>
        <EvidenceScreen
          items={list.rows}
          page={{ total: list.total, page: list.page, pageCount: list.pageCount }}
          stats={stats}
          progress={progress}
          canEdit={can(member.role, 'records.edit')}
          uploadEvidence={uploadEvidence}
          archiveEvidence={archiveEvidenceAction}
        />
      </Suspense>
    </>
  );
}
