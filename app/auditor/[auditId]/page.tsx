import Link from 'next/link';
import { GuestSection } from '@/components/auditor/guest-shell';
import { PageHeader } from '@/components/ui/page-header';
import { currentAuditorGuest } from '@/lib/auditor/guest';
import { controlStateLabels } from '@/lib/schemas/frameworks/control-state';
import { frameworkLabels } from '@/lib/schemas/frameworks/codes';
import { guestAuditView } from '@/lib/workspace/audit-guests';
import { guestFindingList, guestPopulationSizes, guestRequestList, guestSamples } from '@/lib/workspace/audit-requests';
import { AuditFindingsSection } from '@/components/manage/audit-requests/audit-findings-section';
import { EndedAuditNotice } from '@/components/manage/audit-requests/ended-audit-notice';
import { requestWriteRefusal } from '@/lib/domain/audit-requests/request-permissions';
import { AuditRequestsSection } from '@/components/manage/audit-requests/audit-requests-section';
import { AuditSamplesSection } from '@/components/manage/audit-requests/audit-samples-section';
import {
  guestAddRequestAction,
  guestBulkAcceptAction,
  guestDrawSampleAction,
  guestImportRequestsAction,
  guestRaiseFindingAction,
  guestStepFindingAction,
} from './actions';

export const dynamic = 'force-dynamic';

const cell = 'px-3 py-2 text-left align-top';

/** The guest's one audit: its framework and period, the controls in scope, and the period's evidence, checks and policies. */
export default async function GuestAuditPage({ params }: { params: Promise<{ auditId: string }> }) {
  const { auditId } = await params;
  const guest = await currentAuditorGuest(auditId);
  const [view, requests, samples, sizes, findings] = await Promise.all([
    guestAuditView(guest),
    guestRequestList(guest),
    guestSamples(guest),
    guestPopulationSizes(guest),
    guestFindingList(guest),
  ]);
  const { audit } = view;
  // A completed audit's list is read only; the server refuses its writes anyway.
  const open = requestWriteRefusal(audit.status) === null;
  return (
    <>
      <PageHeader
        title={audit.name}
        description={`${guest.organizationName} · ${frameworkLabels[guest.framework]} · period ${audit.period.start} to ${audit.period.end}`}
      />
      {open ? null : <EndedAuditNotice />}
      <AuditRequestsSection
        auditId={guest.auditId}
        basePath={`/auditor/${guest.auditId}`}
        requests={requests}
        actions={
          open
            ? { importList: guestImportRequestsAction.bind(null, guest.auditId), add: guestAddRequestAction.bind(null, guest.auditId) }
            : null
        }
        bulk={open ? { kind: 'accept', action: guestBulkAcceptAction.bind(null, guest.auditId) } : null}
      />
      <AuditSamplesSection
        auditId={guest.auditId}
        samples={samples}
        sizes={sizes}
        draw={open ? guestDrawSampleAction.bind(null, guest.auditId) : null}
      />
      <AuditFindingsSection
        findings={findings}
        requests={requests}
        actions={
          open
            ? {
                raise: guestRaiseFindingAction.bind(null, guest.auditId),
                step: guestStepFindingAction.bind(null, guest.auditId),
                steps: ['close', 'reopen'],
              }
            : null
        }
      />
      <GuestSection title="Controls in scope">
        <table className="w-full text-sm" aria-label="Controls in scope">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th className={cell}>Control</th>
              <th className={cell}>State</th>
              <th className={cell}>Evidence in the period</th>
            </tr>
          </thead>
          <tbody>
            {view.controls.map((control) => (
              <tr key={control.id} className="border-b border-slate-100">
                <td className={cell}>
                  {control.id} {control.name}
                </td>
                <td className={cell}>{controlStateLabels[control.state]}</td>
                <td className={cell}>{control.evidenceCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </GuestSection>
      <GuestSection title="Evidence in the period">
        {view.evidence.length === 0 ? (
          <p className="text-sm text-slate-600">No evidence of these controls was collected in the period.</p>
        ) : (
          <table className="w-full text-sm" aria-label="Evidence in the period">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th className={cell}>Evidence</th>
                <th className={cell}>Collected</th>
                <th className={cell}>Status</th>
                <th className={cell}>Controls</th>
              </tr>
            </thead>
            <tbody>
              {view.evidence.map((item) => (
                <tr key={item.id} className="border-b border-slate-100">
                  <td className={cell}>
                    <Link href={`/auditor/${guest.auditId}/evidence/${item.id}`} className="text-indigo-700 hover:underline">
                      {item.name}
                    </Link>
                  </td>
                  <td className={cell}>{item.collectedOn}</td>
                  <td className={cell}>{item.status}</td>
                  <td className={cell}>{item.controls.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </GuestSection>
      <GuestSection title="Check history in the period">
        {view.checkRuns.length === 0 ? (
          <p className="text-sm text-slate-600">No automated check of these controls ran in the period.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {view.checkRuns.map((run) => {
              const failed = run.results.filter((result) => result.outcome === 'fail').length;
              const passed = run.results.filter((result) => result.outcome === 'pass').length;
              return (
                <li key={run.id}>
                  {run.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC · {run.provider} · {passed} passed, {failed} failed
                </li>
              );
            })}
          </ul>
        )}
      </GuestSection>
      <GuestSection title="Policies in force during the period">
        {view.policies.length === 0 ? (
          <p className="text-sm text-slate-600">No approved policy was in force during the period.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {view.policies.map((policy) => (
              <li key={policy.id}>
                {policy.policyName} {policy.label} · approved {policy.approvedAt.toISOString().slice(0, 10)} by {policy.approvedByName} ·{' '}
                <a href={`/auditor/${guest.auditId}/policies/${policy.id}/pdf`} className="text-indigo-700 hover:underline">
                  Download PDF
                </a>
              </li>
            ))}
          </ul>
        )}
      </GuestSection>
    </>
  );
}
