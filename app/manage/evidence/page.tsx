import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { EvidenceClient } from '@/components/manage/evidence/evidence-client';

export const metadata: Metadata = { title: 'Evidence' };

export default function EvidencePage() {
  return (
    <>
      <PageHeader title="Evidence" description="Collect, review and keep the evidence your frameworks require." />
      <Suspense fallback={null}>
        <EvidenceClient />
      </Suspense>
    </>
  );
}
