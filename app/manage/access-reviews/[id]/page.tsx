import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CampaignScreen } from '@/components/manage/access-reviews/campaign-screen';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { can } from '@/lib/domain/permissions';
import { campaignChoices, readCampaign } from '@/lib/workspace/access-reviews';
import { WorkspaceError } from '@/lib/workspace/member';
import { addCsvSystemAction, closeCampaignAction, decideAccountAction, decideAccountsAction, relistCsvSystemAction } from '../actions';

export const metadata: Metadata = { title: 'Access review' };

type Props = { params: Promise<{ id: string }> };

/** One campaign: its systems, every account with its person and decision, and Close once everything is verified. */
export default async function AccessReviewPage({ params }: Props) {
  const member = await requireMember();
  const { id } = await params;
  const today = dayOf(new Date());
  const detail = await readCampaign(member, id, today).catch((error: unknown) => {
    if (error instanceof WorkspaceError && error.kind === 'not-found') notFound();
    throw error;
  });
  const canEdit = can(member.role, 'records.edit') && detail.campaign.status === 'open';
  const team = canEdit ? (await campaignChoices(member)).team : [];
  return (
    <>
      <PageHeader title={detail.campaign.name} description={`Due ${detail.campaign.dueOn}.`} />
      <CampaignScreen
        detail={detail}
        canEdit={canEdit}
        me={{ id: member.id, email: member.email, admin: member.role === 'admin' }}
        team={team}
        actions={{
          decide: decideAccountAction,
          decideMany: decideAccountsAction,
          close: closeCampaignAction,
          addCsvSystem: addCsvSystemAction,
          relist: relistCsvSystemAction,
        }}
      />
    </>
  );
}
