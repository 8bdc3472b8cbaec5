import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { RecordHistory } from '@/components/manage/records/record-history';
import { VendorActions } from '@/components/manage/vendors/vendor-actions';
import { VendorDetails } from '@/components/manage/vendors/vendor-details';
import { VendorDocumentsSection } from '@/components/manage/vendors/vendor-documents-section';
import { VendorReviewsSection } from '@/components/manage/vendors/vendor-reviews-section';
import { PageHeader } from '@/components/ui/page-header';
import { vendorQuestionnaire } from '@/lib/catalog/vendor-questionnaire';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { can } from '@/lib/domain/permissions';
import { foundOr404 } from '@/lib/found-or-404';
import { recordHistory } from '@/lib/workspace/activity';
import { draftingUnavailable } from '@/lib/workspace/assistant';
import { readVendor } from '@/lib/workspace/vendors';
import { readVendorReportAction } from '../assistant-actions';
import {
  editVendorAction,
  recordVendorReviewAction,
  removeVendorDocumentAction,
  sendQuestionnaireAction,
  uploadVendorDocumentAction,
} from '../actions';

export const metadata: Metadata = { title: 'Vendors' };

type Props = { params: Promise<{ id: string }> };

/**
 * One vendor (/manage/vendors/<id>): its details and Edit, its documents with their expiry and Upload, its reviews
 * with Record review and Send questionnaire (the link shown once) and the answers received, and its history.
 */
export default async function VendorPage({ params }: Props) {
  const member = await requireMember();
  const { id } = await params;
  const today = dayOf(new Date());
  const detail = await foundOr404(readVendor(member, id));
  const canEdit = can(member.role, 'records.edit');
  const [history, unavailable] = await Promise.all([recordHistory(member, detail.vendor.id), canEdit ? draftingUnavailable(member) : null]);
  const { vendor } = detail;
  return (
    <>
      <PageHeader
        title={vendor.name}
        description={vendor.service}
        actions={canEdit ? <VendorActions vendor={vendor} team={detail.team} edit={editVendorAction} /> : undefined}
      >
        <Breadcrumb items={[{ label: 'Vendors', href: '/manage/vendors' }, { label: vendor.name }]} />
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <VendorDetails vendor={vendor} today={today} />
          <VendorDocumentsSection
            vendorId={vendor.id}
            documents={detail.documents}
            today={today}
            actions={
              canEdit
                ? {
                    upload: uploadVendorDocumentAction,
                    remove: removeVendorDocumentAction,
                    read: { action: readVendorReportAction, unavailable },
                  }
                : undefined
            }
          />
          <VendorReviewsSection
            vendorId={vendor.id}
            reviews={detail.reviews}
            questions={vendorQuestionnaire}
            team={detail.team}
            defaultReviewer={member.id}
            today={today}
            actions={canEdit ? { record: recordVendorReviewAction, send: sendQuestionnaireAction } : undefined}
          />
        </div>
        <div className="min-w-0">
          <RecordHistory entries={history} />
        </div>
      </div>
    </>
  );
}
