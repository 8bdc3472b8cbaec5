'use client';

import { DraftWithAssistant, DraftingUnavailable, type Drafting } from '@/components/manage/assistant/draft-with-assistant';
import { SectionCard } from '@/components/manage/records/section-card';
import { Badge } from '@/components/ui/badge';
import { SelectField, TextareaField, TextField } from '@/components/ui/field';
import { dayOf } from '@/lib/domain/calendar-days';
import { findingKindLabels, nonconformityStateLabels } from '@/lib/domain/isms/rules';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { findingCreateSchema, findingKinds, type AuditFinding } from '@/lib/schemas/isms/records';
import { ModalForm } from './modal-form';
import { NonconformityButtons, type NonconformityActions } from './nonconformity-actions';
import type { MemberChoice } from './objective-fields';
import { PostButton } from './post-button';

type Actions = {
  add?: FormAction<AuditFinding>;
  nonconformity?: NonconformityActions;
  remove?: FormAction<AuditFinding>;
  /** "Draft with the assistant" of a nonconformity's cause and corrective action. */
  draft?: Drafting;
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="whitespace-pre-line text-slate-900">{value}</dd>
    </div>
  );
}

function FindingCard({ finding, team, actions }: { finding: AuditFinding; team: readonly MemberChoice[]; actions: Actions }) {
  return (
    <li className="space-y-3 py-4" aria-label={`Finding ${finding.reference}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{finding.reference}</span>
        <Badge tone={finding.kind === 'major' ? 'danger' : finding.kind === 'minor' ? 'warning' : 'neutral'}>
          {findingKindLabels[finding.kind]}
        </Badge>
        {finding.state && <Badge tone={finding.state === 'verified' ? 'success' : 'info'}>{nonconformityStateLabels[finding.state]}</Badge>}
      </div>
      <p className="whitespace-pre-line text-sm text-slate-800">{finding.description}</p>
      {finding.state && finding.correctiveAction && (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Fact label="Cause" value={finding.cause} />
          <Fact label="Corrective action" value={finding.correctiveAction} />
          <Fact label="Action owner" value={finding.ownerName ?? 'No owner (the administrators follow it up)'} />
          <Fact label="Due date" value={finding.dueDate ?? ''} />
          {finding.verifiedAt && (
            <Fact label="Verified" value={`By ${finding.verifiedByName ?? 'a former member'} on ${dayOf(finding.verifiedAt)}`} />
          )}
        </dl>
      )}
      <div className="flex flex-wrap gap-2">
        {finding.state && actions.nonconformity && (
          <NonconformityButtons finding={finding} state={finding.state} team={team} actions={actions.nonconformity} />
        )}
        {finding.state && finding.state !== 'verified' && actions.draft && (
          <DraftWithAssistant
            drafting={actions.draft}
            fields={{ id: finding.id }}
            label={`Draft the corrective action of ${finding.reference} with the assistant`}
          />
        )}
        {actions.remove && (
          <PostButton
            label="Delete finding"
            pendingLabel="Deleting…"
            action={actions.remove}
            fields={{ id: finding.id, version: finding.version }}
            confirm={`Delete the finding ${finding.reference}?`}
            variant="danger"
          />
        )}
      </div>
    </li>
  );
}

/** An internal audit's findings: nonconformities (with their corrective actions through their states) and observations. */
export function FindingsSection({
  auditId,
  findings,
  team,
  actions,
}: {
  auditId: string;
  findings: readonly AuditFinding[];
  team: readonly MemberChoice[];
  actions: Actions;
}) {
  return (
    <SectionCard
      title="Findings"
      actions={
        actions.add && (
          <ModalForm
            label="Add finding"
            action={actions.add}
            validate={formValidator(findingCreateSchema)}
            hidden={{ auditId }}
            submitLabel="Add finding"
            pendingLabel="Adding…"
          >
            {(errors) => (
              <>
                <TextField
                  label="Clause or control"
                  name="reference"
                  required
                  error={errors.reference}
                  hint="For example: 9.2 or A.5.15."
                />
                <TextareaField label="Description" name="description" rows={3} required error={errors.description} />
                <SelectField
                  label="Kind"
                  name="kind"
                  placeholder="Choose…"
                  options={findingKinds.map((value) => ({ value, label: findingKindLabels[value] }))}
                  defaultValue=""
                  error={errors.kind}
                />
              </>
            )}
          </ModalForm>
        )
      }
    >
      <DraftingUnavailable drafting={findings.some((finding) => finding.state) ? actions.draft : undefined} />
      {findings.length === 0 ? (
        <p className="text-sm text-slate-600">No findings recorded for this audit.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {findings.map((finding) => (
            <FindingCard key={finding.id} finding={finding} team={team} actions={actions} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
