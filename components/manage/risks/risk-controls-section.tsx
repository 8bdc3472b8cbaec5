'use client';

import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { FormError } from '@/components/manage/records/form-error';
import { SectionCard } from '@/components/manage/records/section-card';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { riskControlSchema, type RiskControlLink } from '@/lib/schemas/risks/records';

type LinkResult = { id: string; controls: RiskControlLink[] };
const validate = formValidator(riskControlSchema);
const nothing = () => undefined;

function UnlinkButton({ riskId, control, action }: { riskId: string; control: RiskControlLink; action: FormAction<LinkResult> }) {
  const { formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: nothing });
  return (
    <form onSubmit={onSubmit} className="flex flex-col items-end">
      <input type="hidden" name="id" value={riskId} />
      <input type="hidden" name="controlId" value={control.controlId} />
      <Button type="submit" variant="secondary" disabled={pending} aria-label={`Remove ${control.controlId} ${control.name}`}>
        {pending ? 'Removing…' : 'Remove'}
      </Button>
      <FormError message={formError} />
    </form>
  );
}

function LinkForm({ riskId, choices, action }: { riskId: string; choices: readonly RiskControlLink[]; action: FormAction<LinkResult> }) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: nothing });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-wrap items-end gap-2">
      <input type="hidden" name="id" value={riskId} />
      <div className="min-w-64 flex-1">
        <SelectField
          label="Control to link"
          name="controlId"
          placeholder="Choose a control"
          options={choices.map((control) => ({ value: control.controlId, label: `${control.controlId} ${control.name}` }))}
          error={errors.controlId}
        />
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? 'Linking…' : 'Link control'}
      </Button>
      <div className="w-full">
        <FormError message={formError} />
      </div>
    </form>
  );
}

/** The library controls that treat the risk, with Remove and Link control for members and admins. */
export function RiskControlsSection({
  riskId,
  controls,
  choices,
  actions,
}: {
  riskId: string;
  controls: readonly RiskControlLink[];
  choices: readonly RiskControlLink[];
  actions?: { link: FormAction<LinkResult>; unlink: FormAction<LinkResult> };
}) {
  const linked = new Set(controls.map((control) => control.controlId));
  return (
    <SectionCard title="Linked controls">
      {controls.length === 0 ? (
        <p className="text-sm text-slate-600">No control is linked to this risk yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Linked controls">
          {controls.map((control) => (
            <li key={control.controlId} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                <span className="font-mono text-xs text-slate-600">{control.controlId}</span> {control.name}
              </span>
              {actions && <UnlinkButton riskId={riskId} control={control} action={actions.unlink} />}
            </li>
          ))}
        </ul>
      )}
      {actions && <LinkForm riskId={riskId} choices={choices.filter((choice) => !linked.has(choice.controlId))} action={actions.link} />}
    </SectionCard>
  );
}
