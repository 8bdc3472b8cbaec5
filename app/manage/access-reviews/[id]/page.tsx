import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { CampaignScreen } from '@/components/manage/access-reviews/campaign-screen';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { filterAccounts, readAccountQuery } from '@/lib/domain/access-reviews/account-filters';
import { dayOf } from '@/lib/domain/calendar-days';
import { pageOfRows, type UrlQuery } from '@/lib/domain/list-query';
import { can } from '@/lib/domain/permissions';
import { bulkSelection, campaignChoices, deciderOf, readCampaign } from '@/lib/workspace/access-reviews';
import { WorkspaceError } from '@/lib/workspace/member';
import { addCsvSystemAction, closeCampaignAction, decideAccountAction, decideAccountsAction, relistCsvSystemAction } from '../actions';

export const metadata: Metadata = { title: 'Access review' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<UrlQuery> };

/**
 * One campaign: its systems, the page of accounts the URL's filters and page number ask for (each with its person and
 * decision), a bulk decision counted over every page, and Close once everything is verified.
 */
export default async function AccessReviewPage({ params, searchParams }: Props) {
  const member = await requireMember();
  const { id } = await params;
  const today = dayOf(new Date());
  const detail = await readCampaign(member, id, today).catch((error: unknown) => {
    if (error instanceof WorkspaceError && error.kind === 'not-found') notFound();
    throw error;
  });
  const canEdit = can(member.role, 'records.edit') && detail.campaign.status === 'open';
  const team = canEdit ? (await campaignChoices(member)).team : [];
  const decider = deciderOf(member);
  const { filters, page } = readAccountQuery(
    await searchParams,
    detail.systems.map((system) => system.id),
  );
  const { campaign, systems, blockers } = detail;
  return (
    <>
      <PageHeader title={campaign.name} description={`Due ${campaign.dueOn}.`} />
      <Suspense fallback={null}>
        <CampaignScreen
          detail={{ campaign, systems, blockers, accountCount: detail.accounts.length }}
          accounts={pageOfRows(filterAccounts(detail.accounts, filters), page)}
          filters={filters}
          bulk={canEdit ? bulkSelection(detail, filters, decider) : null}
          canEdit={canEdit}
          me={decider}
          team={team}
          actions={{
            decide: decideAccountAction,
            decideMany: decideAccountsAction,
            close: closeCampaignAction,
            addCsvSystem: addCsvSystemAction,
            relist: relistCsvSystemAction,
          }}
        />
      </Suspense>
    </>
  );
}
