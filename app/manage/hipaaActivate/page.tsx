import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { manageHref } from '@/lib/domain/frameworks/followed';
import { HipaaActivation } from '@/components/manage/frameworks/hipaa/hipaa-activation';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { hipaaSetup } from '@/lib/workspace/frameworks';
import { activateHipaaAction } from './actions';

export const metadata: Metadata = { title: 'Frameworks' };

export default async function HipaaActivatePage() {
  const member = await requireMember();
  const canEdit = can(member.role, 'frameworks.manage');
  return (
    <>
      <PageHeader title="HIPAA Activation" description="Tell us about your organisation, and we will set up the HIPAA safeguards you need.">
        <Breadcrumb
          items={[
            { label: 'Frameworks', href: '/manage/frameworks' },
            { label: 'HIPAA', href: manageHref('hipaa') },
            { label: 'Activation' },
          ]}
        />
      </PageHeader>
      {canEdit ? (
        <HipaaActivation setup={await hipaaSetup(member)} activateAction={activateHipaaAction} />
      ) : (
        <EmptyState
          title="HIPAA is activated by an administrator or member"
          action={
            <Link href="/manage/frameworks" className={buttonClasses('secondary')}>
              View frameworks
            </Link>
          }
        >
          Your role can read your organization&apos;s frameworks but not activate one. Ask an administrator or member of your organization
          to activate HIPAA.
        </EmptyState>
      )}
    </>
  );
}
