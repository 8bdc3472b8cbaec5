import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { SettingsForm } from '@/components/manage/framework-settings/settings-form';
import { NotFollowed } from '@/components/manage/frameworks/not-followed';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { followsFramework } from '@/lib/workspace/frameworks';
import { saveFrameworkSettings } from './actions';

export const metadata: Metadata = { title: 'Frameworks' };

export default async function FrameworkSettingsPage() {
  const member = await requireMember();
  const canEdit = can(member.role, 'frameworks.manage');
  const follows = await followsFramework(member, 'soc2');
  return (
    <>
      <PageHeader title="Framework Settings" description="SOC 2 Type II: configuration, notifications, people, schedule, integrations and reporting.">
        <Breadcrumb items={[{ label: 'Frameworks', href: '/manage/frameworks' }, { label: 'SOC 2 Type II', href: '/manage/frameworkManage' }, { label: 'Settings' }]} />
      </PageHeader>
      {follows ? <SettingsForm saveAction={saveFrameworkSettings} canEdit={canEdit} /> : <NotFollowed name="SOC 2" canEdit={canEdit} />}
    </>
  );
}
