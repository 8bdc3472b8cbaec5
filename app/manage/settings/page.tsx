import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { SettingsClient } from '@/components/manage/settings/settings-client';

export const metadata: Metadata = { title: 'Settings' };

export default function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Manage your profile, security, notifications, team and API keys." />
      <Suspense fallback={null}>
        <SettingsClient />
      </Suspense>
    </>
  );
}
