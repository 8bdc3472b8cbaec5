'use client';

import { SelectField, TextareaField, TextField } from '@/components/ui/field';
import { internalAuditStateLabels } from '@/lib/domain/isms/rules';
import type { FieldErrors } from '@/lib/schemas/form-state';
import { internalAuditStates, type InternalAudit } from '@/lib/schemas/isms/records';

/** The plan of an internal audit: what, which clauses, who audits and when. */
export function AuditPlanFields({ audit, errors }: { audit?: InternalAudit; errors: FieldErrors }) {
  return (
    <>
      <TextField label="Audit title" name="title" required defaultValue={audit?.title} error={errors.title} />
      <TextareaField
        label="Scope and clauses covered"
        name="scope"
        rows={2}
        required
        defaultValue={audit?.scope}
        error={errors.scope}
        hint="For example: clauses 4 to 10, A.5.15 to A.5.18."
      />
      <TextField label="Auditor" name="auditorName" required defaultValue={audit?.auditorName} error={errors.auditorName} />
      <TextField
        label="Planned date"
        name="plannedDate"
        type="date"
        required
        defaultValue={audit?.plannedDate}
        error={errors.plannedDate}
      />
    </>
  );
}

/** The plan with its state, the day it was performed and the report summary a completed audit needs. */
export function AuditEditFields({ audit, errors }: { audit: InternalAudit; errors: FieldErrors }) {
  return (
    <>
      <AuditPlanFields audit={audit} errors={errors} />
      <SelectField
        label="State"
        name="state"
        options={internalAuditStates.map((value) => ({ value, label: internalAuditStateLabels[value] }))}
        defaultValue={audit.state}
        error={errors.state}
      />
      <TextField
        label="Performed date"
        name="performedDate"
        type="date"
        optional
        defaultValue={audit.performedDate ?? ''}
        error={errors.performedDate}
      />
      <TextareaField
        label="Report summary"
        name="reportSummary"
        rows={4}
        optional
        hint="Needed to complete the audit."
        defaultValue={audit.reportSummary}
        error={errors.reportSummary}
      />
    </>
  );
}
