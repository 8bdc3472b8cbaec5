import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { SettingsForm } from '@/components/manage/framework-settings/settings-form';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Frameworks' };

export default function FrameworkSettingsPage() {
  return (
    <>
      <PageHeader title="Framework Settings" description="SOC 2 Type II: configuration, notifications, people, schedule, integrations and reporting.">
        <Breadcrumb items={[{ label: 'Frameworks', href: '/manage/frameworks' }, { label: 'SOC 2 Type II', href: '/manage/frameworkManage' }, { label: 'Settings' }]} />
      </PageHeader>
      <SettingsForm />
    </>
  );
}
