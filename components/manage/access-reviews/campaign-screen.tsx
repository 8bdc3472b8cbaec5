'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmRecordForm } from '@/components/manage/records/confirm-record-form';
import { Pager } from '@/components/manage/records/pager';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { reviewsSystem, type BulkSelection, type Decider } from '@/lib/domain/access-reviews/account-filters';
import type { ListPage } from '@/lib/domain/list-query';
import type { AccountFilters } from '@/lib/schemas/access-reviews/records';
import type { FormAction, FormState } from '@/lib/schemas/form-state';
import { AccountsTable, type AccountRow } from './accounts-table';
import { AccountFilterBar } from './account-filter-bar';
import { BulkDecisionBar } from './bulk-decision-bar';
import { AddCsvSystemForm, RelistCsvForm } from './csv-system-forms';
import { useAccountFilters } from './use-account-filters';
import type { TeamChoice } from './new-campaign-form';

type System = {
  id: string;
  source: string;
  name: string;
  listedAt: Date;
  reviewerMemberId: string | null;
  reviewerName: string | null;
  ownerName: string | null;
};

type Detail = {
  campaign: {
    id: string;
    name: string;
    status: 'open' | 'closed';
    dueOn: string;
    version: number;
    closedAt: Date | null;
    closedByName: string | null;
    evidenceId: string | null;
  };
  systems: readonly System[];
  blockers: readonly string[];
  /** Every account of the campaign, whatever the filters. */
  accountCount: number;
};

/** The campaign's server actions, each answering its own record. */
export type CampaignActions<D, M, C, S, R> = {
  decide: FormAction<D>;
  decideMany: (input: unknown) => Promise<FormState<M>>;
  close: FormAction<C>;
  addCsvSystem: FormAction<S>;
  relist: FormAction<R>;
};

/**
 * A campaign: its systems with reviewer and owner, one page of the accounts (filtered by system, person status, admin
 * rights, and undecided, the filters and page kept in the URL and applied on the server) each with its decision, a
 * bulk decision on every page of the filtered list, and Close with the reasons it must wait.
 */
export function CampaignScreen<D, M, C, S, R>({
  detail,
  accounts,
  filters,
  bulk,
  canEdit,
  me,
  team,
  actions,
}: {
  detail: Detail;
  accounts: ListPage<AccountRow>;
  filters: AccountFilters;
  /** What a bulk decision covers, counted on the server; null for a member who decides nothing here. */
  bulk: BulkSelection | null;
  canEdit: boolean;
  me: Decider;
  team: readonly TeamChoice[];
  actions: CampaignActions<D, M, C, S, R>;
}) {
  const router = useRouter();
  const { campaign, systems, blockers, accountCount } = detail;
  const [chosen, setFilters] = useAccountFilters(filters);
  const [modal, setModal] = useState<{ kind: 'csv' } | { kind: 'relist'; systemId: string; name: string } | { kind: 'close' } | null>(null);
  const reviewerOf = new Map(systems.map((system) => [system.id, system.reviewerMemberId]));
  const canDecide = (account: AccountRow) => canEdit && reviewsSystem(me, reviewerOf.get(account.systemId) ?? null);

  return (
    <div className="space-y-6">
      {campaign.status === 'closed' ? (
        <p className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Closed by {campaign.closedByName} on {campaign.closedAt?.toISOString().slice(0, 10)}.{' '}
          {campaign.evidenceId && (
            <Link href={`/manage/evidence/${campaign.evidenceId}`} className="font-medium underline">
              Its record is filed as evidence.
            </Link>
          )}
        </p>
      ) : blockers.length > 0 ? (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-medium">This campaign cannot close yet:</p>
          <ul className="list-disc pl-5">
            {blockers.map((blocker) => (
              <li key={blocker}>{blocker}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <section className="space-y-2">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold text-slate-900">Systems</h2>
          <div className="flex gap-2">
            {canEdit && (
              <Button variant="secondary" onClick={() => setModal({ kind: 'csv' })}>
                Add system by CSV
              </Button>
            )}
            {canEdit && (
              <Button onClick={() => setModal({ kind: 'close' })} disabled={blockers.length > 0 || accountCount === 0}>
                Close campaign
              </Button>
            )}
          </div>
        </div>
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm">
          {systems.map((system) => (
            <li key={system.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
              <span>
                <span className="font-medium text-slate-900">{system.name}</span>{' '}
                <Badge>{system.source === 'csv' ? 'CSV' : 'Integration'}</Badge>
                <span className="ml-2 text-slate-600">
                  Reviewer: {system.reviewerName ?? 'nobody'} · Owner: {system.ownerName ?? 'nobody'} · Listed{' '}
                  {system.listedAt.toISOString().slice(0, 10)}
                </span>
              </span>
              {canEdit && system.source === 'csv' && (
                <Button variant="ghost" onClick={() => setModal({ kind: 'relist', systemId: system.id, name: system.name })}>
                  Upload list again
                </Button>
              )}
            </li>
          ))}
          {systems.length === 0 && <li className="px-4 py-3 text-slate-600">No system yet: add one by CSV upload.</li>}
        </ul>
      </section>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Accounts</h2>
        <AccountFilterBar systems={systems} filters={chosen} onChange={setFilters} shown={accounts.total} total={accountCount} />
        {bulk && bulk.count > 0 && (
          // The filters the server counted `bulk` with, not a change still on its way.
          <BulkDecisionBar
            campaignId={campaign.id}
            filters={filters}
            selection={bulk}
            pageCount={accounts.pageCount}
            action={actions.decideMany}
            onDone={() => router.refresh()}
          />
        )}
        <AccountsTable accounts={accounts.rows} me={me} canDecide={canDecide} decide={actions.decide} />
        <Pager page={accounts.page} pageCount={accounts.pageCount} label="Account pages" />
      </section>

      {modal?.kind === 'csv' && (
        <Modal open title="Add system by CSV" onClose={() => setModal(null)}>
          <AddCsvSystemForm campaignId={campaign.id} team={team} action={actions.addCsvSystem} onClose={() => setModal(null)} />
        </Modal>
      )}
      {modal?.kind === 'relist' && (
        <Modal open title={`Upload the accounts of ${modal.name} again`} onClose={() => setModal(null)}>
          <RelistCsvForm systemId={modal.systemId} action={actions.relist} onClose={() => setModal(null)} />
        </Modal>
      )}
      {modal?.kind === 'close' && (
        <Modal open title="Close campaign" onClose={() => setModal(null)}>
          <ConfirmRecordForm
            item={{ id: campaign.id, version: campaign.version }}
            question="Its record (who reviewed what, each decision, its reason and its verification) is filed as evidence, as a PDF and a spreadsheet."
            confirmLabel="Close campaign"
            pendingLabel="Closing…"
            action={actions.close}
            onDone={() => (setModal(null), router.refresh())}
            onCancel={() => setModal(null)}
          />
        </Modal>
      )}
    </div>
  );
}
