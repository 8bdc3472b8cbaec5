'use client';

import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SelectField, type Option } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { stepDoneQuestion } from '@/lib/domain/frameworks/iso-setup';
import type { IsoStep } from '@/lib/schemas/frameworks/iso-setup';
import type { IsoStepActions } from './use-step-action';

/** Which dialog of a step is open: the step itself, its assignment, or the question before it is marked done. */
export type StepDialog = { kind: 'step' | 'assign' | 'confirm'; stepId: string } | null;

const statusLabels: Record<IsoStep['status'], string> = { completed: 'Completed', 'in-progress': 'In Progress', pending: 'Pending' };

/**
 * The open dialog of a step. The step's own shows its description, status, assignee, due date and what it needs;
 * an editor may assign it, start a pending one, or mark an unfinished one done after the confirmation
 * ("Mark {step} as done?", Confirm / Cancel).
 */
export function StepDialogs({
  dialog,
  step,
  canEdit,
  team,
  actions,
  pending,
  run,
  onChange,
}: {
  dialog: StepDialog;
  step: IsoStep | undefined;
  canEdit: boolean;
  team: readonly Option[];
  actions: IsoStepActions;
  pending: boolean;
  run: (send: (version: number) => Promise<Awaited<ReturnType<IsoStepActions['start']>>>, onSaved?: () => void) => void;
  onChange: (dialog: StepDialog) => void;
}) {
  const close = () => onChange(null);
  if (!step) return null;
  const open = (kind: 'step' | 'assign' | 'confirm') => onChange({ kind, stepId: step.id });
  return (
    <>
      <Modal open={dialog?.kind === 'step'} onClose={close} title={step.name} description={step.description} size="lg">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-600">Status</dt>
            <dd>
              <Badge tone={step.status === 'completed' ? 'success' : step.status === 'in-progress' ? 'info' : 'neutral'}>
                {statusLabels[step.status]}
              </Badge>
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Assigned to</dt>
            <dd className="font-medium text-slate-900">{step.assignee}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Usually done by</dt>
            <dd className="text-slate-900">{step.owner}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{step.status === 'completed' ? 'Done' : 'Due'}</dt>
            <dd className="text-slate-900">{step.status === 'completed' ? step.note : step.due}</dd>
          </div>
        </dl>
        <h3 className="mt-4 text-sm font-semibold text-slate-900">What it needs</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {step.needs.map((need) => (
            <li key={need}>{need}</li>
          ))}
        </ul>
        {step.status !== 'completed' && <p className="mt-3 text-xs text-slate-600">{step.note}</p>}
        {canEdit && (
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => open('assign')}>
              Assign
            </Button>
            {step.status === 'pending' && (
              <Button
                variant="secondary"
                disabled={pending}
                onClick={() => run((version) => actions.start({ stepId: step.id, version }), close)}
              >
                Start
              </Button>
            )}
            {step.status !== 'completed' && <Button onClick={() => open('confirm')}>Mark as done</Button>}
          </div>
        )}
      </Modal>
      {canEdit && (
        <>
          <Modal open={dialog?.kind === 'assign'} onClose={close} title={`Assign ${step.name}`} description="Choose who does this step.">
            <AssignForm
              step={step}
              team={team}
              pending={pending}
              onCancel={close}
              onAssign={(memberId) => run((version) => actions.assign({ stepId: step.id, memberId, version }), close)}
            />
          </Modal>
          <Modal open={dialog?.kind === 'confirm'} onClose={close} title={stepDoneQuestion(step)} size="sm">
            <p className="text-sm text-slate-700">Once done, the step counts towards the setup progress.</p>
            <div className="mt-4 flex justify-end gap-2">
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button disabled={pending} onClick={() => run((version) => actions.complete({ stepId: step.id, version }), close)}>
                Confirm
              </Button>
            </div>
          </Modal>
        </>
      )}
    </>
  );
}

/** The member picker of Assign: the organization's active members, the current assignee chosen first. */
function AssignForm({
  step,
  team,
  pending,
  onAssign,
  onCancel,
}: {
  step: IsoStep;
  team: readonly Option[];
  pending: boolean;
  onAssign: (memberId: string) => void;
  onCancel: () => void;
}) {
  const [memberId, setMemberId] = useState(step.assigneeMemberId ?? '');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!memberId) return setError('Choose a member of your team.');
        onAssign(memberId);
      }}
    >
      <SelectField
        label="Team member"
        options={team}
        placeholder="Choose a member"
        value={memberId}
        error={error}
        onChange={(event) => {
          setMemberId(event.target.value);
          setError(undefined);
        }}
      />
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          Assign
        </Button>
      </div>
    </form>
  );
}
