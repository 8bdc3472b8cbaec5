import type { Metadata } from 'next';
import { Suspense } from 'react';
import { VendorsScreen } from '@/components/manage/vendors/vendors-screen';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { readListQuery, type UrlQuery } from '@/lib/domain/list-query';
import { can } from '@/lib/domain/permissions';
import { vendorCategories, vendorCriticalities } from '@/lib/schemas/vendors/records';
import {
  listVendors,
  subprocessorFilters,
  vendorReviewFilterLabels,
  vendorReviewFilters,
  vendorStats,
  vendorTeam,
} from '@/lib/workspace/vendors';
import { addVendorAction } from './actions';

export const metadata: Metadata = { title: 'Vendors' };

type Props = { searchParams: Promise<UrlQuery> };

/** The organization's vendors: the page the URL's search, filters and page number ask for. */
export default async function VendorsPage({ searchParams }: Props) {
  const member = await requireMember();
  const today = dayOf(new Date());
  const query = readListQuery(await searchParams, {
    criticality: vendorCriticalities,
    category: vendorCategories,
    subprocessor: subprocessorFilters,
    review: vendorReviewFilters,
  });
  const canEdit = can(member.role, 'records.edit');
  const [list, stats, team] = await Promise.all([
    listVendors(member, query, today),
    vendorStats(member, today),
    canEdit ? vendorTeam(member) : Promise.resolve([]),
  ]);
  return (
    <>
      <PageHeader
        title="Vendors"
        description="The companies your organization relies on: what they touch, how critical they are, their documents and reviews."
      />
      <Suspense fallback={null}>
        <VendorsScreen
          rows={list.rows}
          page={{ total: list.total, page: list.page, pageCount: list.pageCount }}
          stats={stats}
          reviewChoices={vendorReviewFilters.map((value) => ({ value, label: vendorReviewFilterLabels[value] }))}
          team={team}
          today={today}
          canEdit={canEdit}
          addVendor={addVendorAction}
        />
      </Suspense>
    </>
  );
}
