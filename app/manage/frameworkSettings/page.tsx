import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { SettingsForm } from '@/components/manage/frameworks/settings/settings-form';
import { NotFollowed } from '@/components/manage/frameworks/not-followed';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { requireMember } from '@/lib/dal';
import { auditScheduleOf, frameworkRoleOf } from '@/lib/domain/frameworks/settings';
import { frameworkHref } from '@/lib/domain/frameworks/followed';
import { can } from '@/lib/domain/permissions';
import { env } from '@/lib/env';
import { listActiveAudits } from '@/lib/workspace/audits';
import { frameworkSettings } from '@/lib/workspace/frameworks';
import { listConnections } from '@/lib/workspace/integrations';
import { listMembers } from '@/lib/workspace/organization';
import { saveFrameworkSettings } from './actions';

export const metadata: Metadata = { title: 'Frameworks' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A framework's settings: `?framework=<directory id>`, SOC 2 Type II when none is given. */
export default async function FrameworkSettingsPage({ searchParams }: Props) {
  const member = await requireMember();
  const canEdit = can(member.role, 'frameworks.manage');
  const asked = (await searchParams).framework;
  const frameworkId = (Array.isArray(asked) ? asked[0] : asked) || 'soc2';
  const framework = frameworkDirectory.find((candidate) => candidate.id === frameworkId);
  const header = (name: string, href?: string) => (
    <PageHeader
      title="Framework Settings"
      description={`${name}: configuration, notifications, people, schedule, integrations and reporting.`}
    >
      <Breadcrumb
        items={[{ label: 'Frameworks', href: '/manage/frameworks' }, href ? { label: name, href } : { label: name }, { label: 'Settings' }]}
      />
    </PageHeader>
  );
  if (!framework) {
    return (
      <>
        {header('Unknown framework')}
        <EmptyState
          title="This framework is not in the directory"
          action={
            <Link href="/manage/frameworks" className={buttonClasses('secondary')}>
              View frameworks
            </Link>
          }
        >
          The link names a framework the product does not track. Open a framework&apos;s settings from Frameworks.
        </EmptyState>
      </>
    );
  }
  const record = await frameworkSettings(member, framework.id);
  if (!record) {
    return (
      <>
        {header(framework.name)}
        <NotFollowed name={framework.name} canEdit={canEdit} />
      </>
    );
  }
  const [team, audits, connections] = await Promise.all([listMembers(member), listActiveAudits(member), listConnections(member)]);
  return (
    <>
      {header(framework.name, frameworkHref(framework.id, framework.name))}
      <SettingsForm
        frameworkId={framework.id}
        frameworkName={framework.name}
        settings={record.settings}
        defaults={record.defaults}
        version={record.version}
        users={team.map((mate) => ({ id: mate.id, name: mate.name, email: mate.email, role: frameworkRoleOf(mate.role) }))}
        audits={auditScheduleOf(audits, framework.id)}
        saveAction={saveFrameworkSettings}
        canEdit={canEdit}
        setup={record.setup}
        facts={{
          nextAutomaticReport: record.nextAutomaticReport?.toISOString() ?? null,
          database: env().DATABASE_URL ? 'postgres' : 'embedded',
          connections: Object.fromEntries(connections.map((connection) => [connection.provider, connection.account])),
        }}
      />
    </>
  );
}
