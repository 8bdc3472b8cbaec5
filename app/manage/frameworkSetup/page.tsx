import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { FrameworkSetupForm } from '@/components/manage/frameworks/setup/setup-form';
import { NotFollowed } from '@/components/manage/frameworks/not-followed';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { requireMember } from '@/lib/dal';
import { earliestToday } from '@/lib/domain/frameworks/setup';
import { manageHref } from '@/lib/domain/frameworks/followed';
import { setupHref } from '@/lib/domain/frameworks/status';
import { can } from '@/lib/domain/permissions';
import { frameworkSetup } from '@/lib/workspace/frameworks';
import { listMembers } from '@/lib/workspace/organization';
import { saveFrameworkSetup } from './actions';

export const metadata: Metadata = { title: 'Frameworks' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A framework's short setup, `?framework=<directory id>`: HIPAA and ISO 27001 go to their own setup; an id
 * outside the directory is not found.
 */
export default async function FrameworkSetupPage({ searchParams }: Props) {
  const member = await requireMember();
  const asked = (await searchParams).framework;
  const framework = frameworkDirectory.find((candidate) => candidate.id === (Array.isArray(asked) ? asked[0] : asked));
  if (!framework) notFound();
  const own = setupHref(framework.id);
  if (!own.startsWith('/manage/frameworkSetup')) redirect(own);
  const canEdit = can(member.role, 'frameworks.manage');
  const header = (
    <PageHeader
      title={`${framework.name} Setup`}
      description="Three answers make the framework active: what it covers, who owns it and when you aim to be audited."
      actions={
        <Link href={manageHref(framework.id)} className={buttonClasses('secondary')}>
          View Requirements
        </Link>
      }
    >
      <Breadcrumb
        items={[
          { label: 'Frameworks', href: '/manage/frameworks' },
          { label: framework.name, href: manageHref(framework.id) },
          { label: 'Setup' },
        ]}
      />
    </PageHeader>
  );
  const record = await frameworkSetup(member, framework.id);
  if (!record) {
    return (
      <>
        {header}
        <NotFollowed name={framework.name} canEdit={canEdit} />
      </>
    );
  }
  if (!canEdit) {
    return (
      <>
        {header}
        <EmptyState
          title={`The ${framework.name} setup is done by an administrator or member`}
          action={
            <Link href="/manage/frameworks" className={buttonClasses('secondary')}>
              View frameworks
            </Link>
          }
        >
          Your role can read your organization&apos;s frameworks but not set one up.
        </EmptyState>
      </>
    );
  }
  const team = await listMembers(member);
  return (
    <>
      {header}
      <FrameworkSetupForm
        frameworkId={record.frameworkId}
        name={record.name}
        answers={record.answers}
        version={record.version}
        owners={team.map((mate) => ({ value: mate.id, label: `${mate.name} (${mate.email})` }))}
        today={earliestToday(new Date())}
        action={saveFrameworkSetup}
      />
    </>
  );
}
