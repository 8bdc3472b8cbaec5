import { SectionCard } from '@/components/manage/records/section-card';
import { requestFindingStateLabels, requestFindingStepsFrom } from '@/lib/domain/audit-requests/finding-rules';
import { findingKindLabels } from '@/lib/domain/isms/rules';
import type { RequestFinding, RequestFindingStep } from '@/lib/schemas/audit-requests/findings';
import type { AuditRequest } from '@/lib/schemas/audit-requests/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { FindingStepForm, PlanFindingForm, RaiseFindingForm } from './finding-forms';

/** What the person may do with the findings: raise one and step them; plan them when they are of the team. */
export type FindingActions<R, S, P> = {
  raise: FormAction<R>;
  step: FormAction<S>;
  /** The steps this person takes (the auditor closes and reopens; the team also marks the action done). */
  steps: readonly RequestFindingStep[];
  /** The team's remedy, with the members an owner is chosen from; absent for the auditor. */
  plan?: { action: FormAction<P>; team: readonly { id: string; name: string }[] };
};

/**
 * The findings raised on the audit's requests: each with its severity, request, owner, due date, corrective action
 * and state, the forms the person may use, and the form that raises another. Null actions: read only.
 */
export function AuditFindingsSection<R, S, P>({
  findings,
  requests,
  actions,
}: {
  findings: readonly RequestFinding[];
  requests: readonly AuditRequest[];
  actions: FindingActions<R, S, P> | null;
}) {
  return (
    <SectionCard title="Findings">
      <div id="findings" />
      {findings.length === 0 ? (
        <p className="mb-4 text-sm text-slate-600">No finding has been raised on this audit&apos;s requests.</p>
      ) : null}
      <ul className="mb-6 space-y-4" aria-label="Findings">
        {findings.map((finding) => {
          const steps = requestFindingStepsFrom(finding.state);
          return (
            <li key={finding.id} className="space-y-2 rounded border border-slate-200 p-3 text-sm">
              <p className="font-medium text-slate-900">
                {finding.title} · {findingKindLabels[finding.severity]} · {requestFindingStateLabels[finding.state]}
              </p>
              <p className="text-slate-600">
                Request {finding.requestReference} · raised by {finding.raisedByName} on {finding.createdAt.toISOString().slice(0, 10)} ·
                owner {finding.ownerName ?? 'none yet'} · due {finding.dueOn ?? 'no date'}
                {finding.closedByName ? ` · closed by ${finding.closedByName}` : ''}
              </p>
              <p className="whitespace-pre-line text-slate-800">{finding.description}</p>
              {finding.correctiveAction ? <p className="text-slate-700">Corrective action: {finding.correctiveAction}</p> : null}
              {actions ? (
                <div className="flex flex-wrap gap-2">
                  {steps
                    .filter((step): step is RequestFindingStep => step !== 'plan' && actions.steps.includes(step))
                    .map((step) => (
                      <FindingStepForm key={step} finding={finding} step={step} action={actions.step} />
                    ))}
                </div>
              ) : null}
              {actions?.plan && steps.includes('plan') ? (
                <PlanFindingForm finding={finding} team={actions.plan.team} action={actions.plan.action} />
              ) : null}
            </li>
          );
        })}
      </ul>
      {actions && requests.length > 0 ? <RaiseFindingForm requests={requests} action={actions.raise} /> : null}
    </SectionCard>
  );
}
