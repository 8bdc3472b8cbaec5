import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PoliciesClient } from '@/components/manage/policies/policies-client';

export const metadata: Metadata = { title: 'Policies' };

export default function PoliciesPage() {
  return (
    <>
      <PageHeader title="Policies" description="Write, review and renew the policies your frameworks require." />
      <Suspense fallback={null}>
        <PoliciesClient />
      </Suspense>
    </>
  );
}
