import Link from 'next/link';
import { Suspense } from 'react';
import { Pager } from '@/components/manage/records/pager';
import { SectionCard } from '@/components/manage/records/section-card';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import type { Option } from '@/components/ui/field';
import { dueWords, sourceLabel, stateLabels } from '@/lib/domain/vulnerabilities/display';
import { severityLabels, type Deadlines, type FindingState } from '@/lib/domain/vulnerabilities/rules';
import type { FormAction } from '@/lib/schemas/form-state';
import type { VulnerabilityFinding, VulnerabilitySource } from '@/lib/schemas/vulnerabilities/records';
import { AssetOwnerForm, DeadlinesForm, ExceptionApprovalForm, ExceptionRequestForm } from './vulnerability-forms';

const stateTones: Record<FindingState, BadgeTone> = { open: 'info', overdue: 'danger', excepted: 'warning', fixed: 'success' };

type Actions = {
  requestException: FormAction<{ id: string }>;
  approveException?: FormAction<{ id: string }>;
  setDeadlines?: FormAction<Deadlines>;
  setAssetOwner: FormAction<{ asset: string }>;
};

type Props = {
  /** One page of the list. */
  findings: VulnerabilityFinding[];
  page: { total: number; page: number; pageCount: number };
  which: 'open' | 'fixed';
  sources: VulnerabilitySource[];
  deadlines: Deadlines;
  today: string;
  currentMemberId: string;
  members: Option[];
  owners: Record<string, string>;
  actions?: Actions;
};

/** The findings, with their deadlines, exceptions and owners; the sources that reported; the deadlines by severity. */
export function VulnerabilitiesScreen({
  findings,
  page,
  which,
  sources,
  deadlines,
  today,
  currentMemberId,
  members,
  owners,
  actions,
}: Props) {
  // The owner forms are those of the page's assets: each asset of the list is on one of its pages.
  const assets = [...new Set(findings.map((finding) => finding.asset))].sort();
  return (
    <>
      <nav aria-label="Findings shown" className="mb-4 flex gap-4 text-sm font-semibold">
        <Link href="/manage/vulnerabilities" aria-current={which === 'open' ? 'page' : undefined} className="text-indigo-700 underline">
          Open findings
        </Link>
        <Link
          href="/manage/vulnerabilities?show=fixed"
          aria-current={which === 'fixed' ? 'page' : undefined}
          className="text-indigo-700 underline"
        >
          Fixed findings
        </Link>
      </nav>
      <SectionCard title={which === 'open' ? 'Open findings' : 'Fixed findings'}>
        {findings.length === 0 ? (
          <EmptyState title={which === 'open' ? 'No open finding' : 'No fixed finding yet'}>
            Connect GitHub in Integrations, or upload a scanner’s SARIF or CSV file through the API (POST /api/v1/vulnerabilities).
          </EmptyState>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Finding
                </th>
                <th scope="col" className="py-2 pr-3">
                  Asset
                </th>
                <th scope="col" className="py-2 pr-3">
                  Severity
                </th>
                <th scope="col" className="py-2 pr-3">
                  First seen
                </th>
                <th scope="col" className="py-2 pr-3">
                  Deadline
                </th>
                <th scope="col" className="py-2 pr-3">
                  State
                </th>
              </tr>
            </thead>
            <tbody>
              {findings.map((finding) => {
                const label = `${finding.identifier} on ${finding.asset}`;
                const pending = finding.exceptions.find((exception) => exception.approvedAt === null);
                return (
                  <tr key={finding.id} id={`finding-${finding.id}`} className="border-b border-slate-100 align-top">
                    <td className="py-3 pr-3">
                      <p className="font-semibold text-slate-900">
                        {finding.url ? (
                          <a href={finding.url} className="underline" rel="noreferrer noopener" target="_blank">
                            {finding.identifier}
                          </a>
                        ) : (
                          finding.identifier
                        )}
                      </p>
                      <p className="text-slate-600">{finding.title}</p>
                      <p className="text-xs text-slate-600">{finding.sources.map(sourceLabel).join(', ')}</p>
                      {finding.exceptions.map((exception) => (
                        <p key={exception.id} className="mt-1 text-xs text-slate-700">
                          Exception until {exception.expiresOn}: {exception.reason} (asked by {exception.requestedByName}
                          {exception.approvedByName ? `, approved by ${exception.approvedByName}` : ', awaiting approval'})
                        </p>
                      ))}
                      {actions && finding.state !== 'fixed' && (
                        <details className="mt-2">
                          <summary className="cursor-pointer text-xs font-semibold text-indigo-700">Exception</summary>
                          <div className="mt-2 space-y-2">
                            {pending && actions.approveException && pending.requestedByMemberId !== currentMemberId ? (
                              <ExceptionApprovalForm exceptionId={pending.id} label={label} action={actions.approveException} />
                            ) : null}
                            {!pending && <ExceptionRequestForm findingId={finding.id} label={label} action={actions.requestException} />}
                          </div>
                        </details>
                      )}
                    </td>
                    <td className="py-3 pr-3">
                      {finding.asset}
                      <p className="text-xs text-slate-600">{finding.ownerName ? `Owner: ${finding.ownerName}` : 'No owner'}</p>
                    </td>
                    <td className="py-3 pr-3">{severityLabels[finding.severity]}</td>
                    <td className="py-3 pr-3">{finding.firstSeenOn}</td>
                    <td className="py-3 pr-3">
                      {finding.dueOn}
                      <p className="text-xs text-slate-600">{dueWords(finding, today)}</p>
                    </td>
                    <td className="py-3 pr-3">
                      <Badge tone={stateTones[finding.state]}>{stateLabels[finding.state]}</Badge>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <Suspense fallback={null}>
          <Pager page={page.page} pageCount={page.pageCount} label="Finding pages" />
        </Suspense>
      </SectionCard>
      {actions && assets.length > 0 && (
        <SectionCard title="Asset owners">
          <p className="mb-3 text-sm text-slate-600">
            A finding past its deadline becomes a task of its asset’s owner; of the administrators when nobody owns it.
          </p>
          <div className="space-y-3">
            {assets.map((asset) => (
              <AssetOwnerForm
                key={`${asset}-${owners[asset] ?? ''}`}
                asset={asset}
                ownerId={owners[asset] ?? ''}
                members={members}
                action={actions.setAssetOwner}
              />
            ))}
          </div>
        </SectionCard>
      )}
      <SectionCard title="Deadlines">
        <p className="mb-3 text-sm text-slate-600">
          Calendar days from the day a finding is first seen: critical {deadlines.critical}, high {deadlines.high}, medium{' '}
          {deadlines.medium}, low {deadlines.low}.
        </p>
        {actions?.setDeadlines && <DeadlinesForm deadlines={deadlines} action={actions.setDeadlines} />}
      </SectionCard>
      <SectionCard title="Sources">
        {sources.length === 0 ? (
          <p className="text-sm text-slate-600">No source has reported yet.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {sources.map((source) => (
              <li key={source.source}>
                {sourceLabel(source.source)}: {source.findingsListed} finding(s), last reported{' '}
                {source.lastReportedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </>
  );
}
