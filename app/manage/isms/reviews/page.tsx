import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { IsmsTabs } from '@/components/manage/isms/isms-tabs';
import { RecordReviewButton, ReviewsList } from '@/components/manage/isms/reviews-list';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/people/rules';
import { can } from '@/lib/domain/permissions';
import { listManagementReviews } from '@/lib/workspace/isms';
import { createReviewAction } from '../review-actions';

export const metadata: Metadata = { title: 'Management reviews' };

/** The management reviews of the ISMS, latest first. */
export default async function ManagementReviewsPage() {
  const member = await requireMember();
  const reviews = await listManagementReviews(member);
  return (
    <>
      <PageHeader
        title="Management reviews"
        description="Leadership's reviews of the management system: who attended, what they considered and what they decided."
        actions={
          can(member.role, 'records.edit') ? <RecordReviewButton action={createReviewAction} today={dayOf(new Date())} /> : undefined
        }
      >
        <Breadcrumb items={[{ label: 'ISMS', href: '/manage/isms' }, { label: 'Management reviews' }]} />
      </PageHeader>
      <IsmsTabs current="/manage/isms/reviews" />
      <ReviewsList reviews={reviews} />
    </>
  );
}
