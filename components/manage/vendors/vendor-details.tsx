import type { ReactNode } from 'react';
import { SectionCard } from '@/components/manage/records/section-card';
import { cadenceText } from '@/lib/domain/vendors/rules';
import { vendorCategoryLabels, vendorDataKindLabels, type Vendor } from '@/lib/schemas/vendors/records';
import { CriticalityBadge, ReviewBadge } from './vendor-badges';

const none = <span className="text-slate-500">None</span>;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/** A vendor's details: what they do, criticality and cadence, data, countries, contract, owner and next review. */
export function VendorDetails({ vendor, today }: { vendor: Vendor; today: string }) {
  return (
    <SectionCard title="Details">
      <dl className="divide-y divide-slate-100">
        <Row term="Category">{vendorCategoryLabels[vendor.category]}</Row>
        <Row term="Criticality">
          <span className="flex flex-wrap items-center gap-2">
            <CriticalityBadge criticality={vendor.criticality} />
            <span className="text-slate-600">Reviewed: {cadenceText(vendor.criticality).toLowerCase()}</span>
          </span>
        </Row>
        <Row term="Data they touch">{vendor.dataKinds.map((kind) => vendorDataKindLabels[kind]).join(', ') || none}</Row>
        <Row term="Subprocessor">{vendor.subprocessor ? 'Yes' : 'No'}</Row>
        <Row term="Countries">{vendor.countries.join(', ') || none}</Row>
        <Row term="Contract">
          {vendor.contractStart || vendor.contractEnd ? `${vendor.contractStart ?? '…'} to ${vendor.contractEnd ?? 'open-ended'}` : none}
        </Row>
        <Row term="Owner">{vendor.ownerName ?? <span className="text-slate-500">None (administrators)</span>}</Row>
        <Row term="Last review">
          {vendor.lastReviewedOn ?? <span className="text-slate-500">Never reviewed (added {vendor.addedOn})</span>}
        </Row>
        <Row term="Next review">
          <span className="flex flex-wrap items-center gap-2">
            {vendor.nextReviewOn}
            <ReviewBadge dueOn={vendor.nextReviewOn} today={today} />
          </span>
        </Row>
      </dl>
    </SectionCard>
  );
}
