import type { Metadata } from 'next';
import Link from 'next/link';
import { ProposalCitations } from '@/components/manage/assistant/proposals/proposal-citations';
import { ProposalDecision } from '@/components/manage/assistant/proposals/proposal-decision';
import { ProposalPreview } from '@/components/manage/assistant/proposals/proposal-preview';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { confirmLabels, writtenRecordHref } from '@/lib/domain/assistant/proposal-records';
import { can } from '@/lib/domain/permissions';
import { foundOr404 } from '@/lib/found-or-404';
import { proposalPage } from '@/lib/workspace/assistant';
import { confirmDraftAction, dismissDraftAction } from './actions';

export const metadata: Metadata = { title: 'Draft by the assistant' };

type Props = { params: Promise<{ id: string }> };

const statusBadges = {
  proposed: { tone: 'info', label: 'Waiting for your decision' },
  confirmed: { tone: 'success', label: 'Confirmed' },
  dismissed: { tone: 'neutral', label: 'Dismissed' },
} as const;

/**
 * A draft the assistant wrote for the signed-in member (/manage/assistant/proposals/<id>): what confirming does,
 * the draft, the records it cites, and Confirm or Dismiss. Nothing is written before a person confirms it.
 */
export default async function ProposalPage({ params }: Props) {
  const member = await requireMember();
  const { id } = await params;
  const { view, write, targetVersion, recordId } = await foundOr404(proposalPage(member, id));
  const badge = statusBadges[view.status];
  return (
    <>
      <PageHeader title={view.title} description="Drafted by the assistant. Read it before you confirm it.">
        <Breadcrumb items={[{ label: 'Dashboard', href: '/manage' }, { label: 'Draft by the assistant' }]} />
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <section aria-label="What confirming does" className="rounded-lg border border-slate-200 bg-white p-5">
            <div className="flex flex-wrap items-center gap-3">
              <Badge tone={badge.tone}>{badge.label}</Badge>
              <p className="text-sm text-slate-800">{view.summary}</p>
            </div>
            <div className="mt-4">
              {view.status === 'proposed' && can(member.role, 'records.edit') && (
                <ProposalDecision
                  id={view.id}
                  targetVersion={targetVersion}
                  confirmLabel={confirmLabels[view.kind]}
                  confirm={confirmDraftAction}
                  dismiss={dismissDraftAction}
                />
              )}
              {recordId && (
                <Link href={writtenRecordHref(write, recordId)} className="text-sm text-indigo-700 underline-offset-2 hover:underline">
                  Open the record it wrote
                </Link>
              )}
            </div>
          </section>
          <section aria-label="The draft" className="rounded-lg border border-slate-200 bg-white p-5">
            <h2 className="mb-3 text-base font-semibold text-slate-900">The draft</h2>
            <ProposalPreview write={write} view={view} />
          </section>
        </div>
        <aside aria-label="Records it cites" className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 className="mb-3 text-base font-semibold text-slate-900">Records it cites</h2>
          <ProposalCitations citations={view.citations} />
        </aside>
      </div>
    </>
  );
}
