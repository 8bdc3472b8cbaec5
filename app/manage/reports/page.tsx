import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { ReportsClient } from '@/components/manage/reports/reports-client';

export const metadata: Metadata = { title: 'Reports' };

export default function ReportsPage() {
  return (
    <>
      <PageHeader title="Compliance Reports" description="Generate and share reports on your compliance status." />
      <Suspense fallback={null}>
        <ReportsClient />
      </Suspense>
    </>
  );
}
