'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Modal } from '@/components/ui/modal';
import type { FormState } from '@/lib/schemas/form-state';
import { NewCampaignForm, type ListedSystem, type TeamChoice } from './new-campaign-form';

type CampaignRow = {
  id: string;
  name: string;
  status: 'open' | 'closed';
  dueOn: string;
  closedAt: Date | null;
  accounts: number;
  decided: number;
  revoked: number;
};

/** The campaigns, open ones first, and New campaign in a modal. */
export function AccessReviewsScreen({
  campaigns,
  today,
  canEdit,
  systems,
  team,
  createCampaign,
}: {
  campaigns: readonly CampaignRow[];
  today: string;
  canEdit: boolean;
  systems: readonly ListedSystem[];
  team: readonly TeamChoice[];
  createCampaign: (input: unknown) => Promise<FormState<{ id: string }>>;
}) {
  const router = useRouter();
  const [adding, setAdding] = useState(false);
  return (
    <div className="space-y-4">
      {canEdit && (
        <div className="flex justify-end">
          <Button onClick={() => setAdding(true)}>New campaign</Button>
        </div>
      )}
      {campaigns.length === 0 ? (
        <EmptyState title="No access review yet">
          Start a campaign over your connected systems (their last sync lists the accounts) or any system by CSV upload, and choose who
          reviews each one.
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-700 uppercase">
              <tr>
                <th className="px-4 py-2">Campaign</th>
                <th className="px-4 py-2">Status</th>
                <th className="px-4 py-2">Due</th>
                <th className="px-4 py-2">Decided</th>
                <th className="px-4 py-2">Revoked</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {campaigns.map((campaign) => (
                <tr key={campaign.id}>
                  <td className="px-4 py-2">
                    <Link href={`/manage/access-reviews/${campaign.id}`} className="font-medium text-indigo-700 hover:underline">
                      {campaign.name}
                    </Link>
                  </td>
                  <td className="px-4 py-2">
                    {campaign.status === 'closed' ? (
                      <Badge tone="success">Closed</Badge>
                    ) : campaign.dueOn < today ? (
                      <Badge tone="danger">Overdue</Badge>
                    ) : (
                      <Badge tone="info">Open</Badge>
                    )}
                  </td>
                  <td className="px-4 py-2 text-slate-700">{campaign.dueOn}</td>
                  <td className="px-4 py-2 text-slate-700">
                    {campaign.decided} of {campaign.accounts}
                  </td>
                  <td className="px-4 py-2 text-slate-700">{campaign.revoked}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {adding && (
        <Modal open title="New access review" onClose={() => setAdding(false)}>
          <NewCampaignForm
            systems={systems}
            team={team}
            today={today}
            action={createCampaign}
            onDone={(campaign) => {
              setAdding(false);
              router.push(`/manage/access-reviews/${campaign.id}`);
            }}
            onCancel={() => setAdding(false)}
          />
        </Modal>
      )}
    </div>
  );
}
