import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { HipaaWizard } from '@/components/manage/hipaa/hipaa-wizard';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Frameworks' };

export default function HipaaActivatePage() {
  return (
    <>
      <PageHeader title="HIPAA Activation" description="Tell us about your organisation, and we will set up the HIPAA safeguards you need.">
        <Breadcrumb items={[{ label: 'Frameworks', href: '/manage/frameworks' }, { label: 'HIPAA', href: '/manage/addFrameworks?industry=healthcare' }, { label: 'Activation' }]} />
      </PageHeader>
      <HipaaWizard />
    </>
  );
}
