import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { AuditsClient } from '@/components/manage/audits/audits-client';
import { isoDay } from '@/lib/domain/new-records';

export const metadata: Metadata = { title: 'Audits' };

export default async function AuditsPage() {
  // Days remaining count from the day of the request, never from the day of the build.
  await connection();
  return (
    <>
      <PageHeader title="Audit Management" description="Schedule audits, track readiness and keep the history of results." />
      <Suspense fallback={null}>
        <AuditsClient today={isoDay(new Date())} />
      </Suspense>
    </>
  );
}
