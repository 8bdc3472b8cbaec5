import type { Metadata } from 'next';
import { AccessReviewsScreen } from '@/components/manage/access-reviews/access-reviews-screen';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { can } from '@/lib/domain/permissions';
import { connectors } from '@/lib/integrations/connectors';
import { campaignChoices, listCampaigns } from '@/lib/workspace/access-reviews';
import { createCampaignAction } from './actions';

export const metadata: Metadata = { title: 'Access reviews' };

/** The organization's access review campaigns, and New campaign over the systems whose accounts were listed. */
export default async function AccessReviewsPage() {
  const member = await requireMember();
  const canEdit = can(member.role, 'records.edit');
  const [campaigns, choices] = await Promise.all([listCampaigns(member), canEdit ? campaignChoices(member) : Promise.resolve(null)]);
  return (
    <>
      <PageHeader
        title="Access reviews"
        description="Campaigns in which each system's reviewer decides, account by account, who keeps access: revokes are verified by the next sync."
      />
      <AccessReviewsScreen
        campaigns={campaigns}
        today={dayOf(new Date())}
        canEdit={canEdit}
        systems={(choices?.systems ?? []).map((system) => ({ ...system, name: connectors[system.provider].name }))}
        team={choices?.team ?? []}
        createCampaign={createCampaignAction}
      />
    </>
  );
}
