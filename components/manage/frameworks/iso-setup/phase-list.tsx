'use client';

import { useEffect, useRef, useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { Option } from '@/components/ui/field';
import { ProgressBar } from '@/components/manage/records/progress-bar';
import { initiallyOpenPhases, opensStep } from '@/lib/domain/frameworks/iso-setup';
import type { IsoPhase, IsoStep, StepAction } from '@/lib/schemas/frameworks/iso-setup';
import { StepDialogs, type StepDialog } from './step-dialogs';
import { useStepAction, type IsoStepActions } from './use-step-action';

const statusBadge: Record<IsoStep['status'], { label: string; tone: BadgeTone }> = {
  completed: { label: 'Completed', tone: 'success' },
  'in-progress': { label: 'In Progress', tone: 'info' },
  pending: { label: 'Pending', tone: 'neutral' },
};

/** The step actions that only look (a viewer's steps offer only these). */
const looking = (action: StepAction) => action.startsWith('View');

/**
 * The four phases; clicking a phase header shows or hides its steps, View All shows every phase. View, Edit and
 * Continue open the step in a dialog; Assign picks a member of the organization (`team`); Start marks it in
 * progress; a step is marked done only from its dialog, after a confirmation (members and admins). `version` is
 * the version of the setup the page read. A `#step-<id>` in the address (Continue Next Step) opens that step's
 * phase and the step's dialog.
 */
export function PhaseList({
  phases,
  canEdit,
  version,
  team,
  actions,
}: {
  phases: readonly IsoPhase[];
  canEdit: boolean;
  version: number;
  team: readonly Option[];
  actions: IsoStepActions;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpenPhases(phases)));
  const [dialog, setDialog] = useState<StepDialog>(null);
  const focusStep = useRef<string | null>(null);
  const { run, pending } = useStepAction(version);
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // Continue Next Step sets #step-<id>: open that step's phase (its list is `phase-<phase id>`), then its dialog.
  useEffect(() => {
    const follow = () => {
      const stepId = window.location.hash.startsWith('#step-') ? window.location.hash.slice('#step-'.length) : '';
      const list = stepId ? document.getElementById(`step-${stepId}`)?.closest('ul') : null;
      if (!list?.id.startsWith('phase-')) return;
      focusStep.current = stepId;
      setOpen((current) => new Set([...current, list.id.slice('phase-'.length)]));
      setDialog({ kind: 'step', stepId });
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  // Once the step's phase is open, the step Continue Next Step asked for gets the focus.
  useEffect(() => {
    if (!focusStep.current) return;
    const target = document.getElementById(`step-${focusStep.current}`);
    focusStep.current = null;
    target?.scrollIntoView?.({ block: 'center' });
    target?.focus();
  }, [open]);

  const act = (action: StepAction, step: IsoStep) => {
    if (opensStep(action)) setDialog({ kind: 'step', stepId: step.id });
    else if (action === 'Assign') setDialog({ kind: 'assign', stepId: step.id });
    else if (action === 'Start') run((read) => actions.start({ stepId: step.id, version: read }));
    else setOpen(new Set(phases.map((phase) => phase.id)));
  };
  const dialogStep = phases.flatMap((phase) => phase.steps).find((step) => step.id === dialog?.stepId);

  return (
    <section aria-labelledby="iso-phases" className="space-y-3">
      <h2 id="iso-phases" className="text-lg font-semibold text-slate-900">
        Implementation Phases
      </h2>
      {phases.map((phase) => {
        const expanded = open.has(phase.id);
        return (
          <div key={phase.id} className="rounded-lg border border-slate-200 bg-white shadow-sm">
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`phase-${phase.id}`}
                onClick={() => toggle(phase.id)}
                className="w-full px-5 py-4 text-left focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span className="flex items-center justify-between gap-3">
                  <span className="font-semibold text-slate-900">{phase.title}</span>
                  <span className="text-sm text-slate-700">
                    {phase.progress}% <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
                  </span>
                </span>
                <span className="mt-2 block">
                  <ProgressBar percent={phase.progress} label={`${phase.title} progress`} />
                </span>
              </button>
            </h3>
            <ul id={`phase-${phase.id}`} hidden={!expanded} className="divide-y divide-slate-100 border-t border-slate-200">
              {phase.steps.map((step) => (
                <li key={step.id} id={`step-${step.id}`} tabIndex={-1} className="px-5 py-4 focus:outline-2 focus:outline-indigo-600">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <p className="font-medium text-slate-900">{step.name}</p>
                      <p className="text-sm text-slate-600">{step.description}</p>
                      <p className="mt-1 text-xs text-slate-600">
                        {step.note} · {step.assignee}
                      </p>
                    </div>
                    <Badge tone={statusBadge[step.status].tone}>{statusBadge[step.status].label}</Badge>
                  </div>
                  <div className="mt-2 flex flex-wrap gap-3">
                    {step.actions
                      .filter((action) => canEdit || looking(action))
                      .map((action) => (
                        <button
                          key={action}
                          type="button"
                          aria-label={`${action}: ${step.name}`}
                          // View All has nothing to show once every phase is open.
                          disabled={(pending && action === 'Start') || (action === 'View All' && open.size === phases.length)}
                          onClick={() => act(action, step)}
                          className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60"
                        >
                          {action}
                        </button>
                      ))}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <StepDialogs
        dialog={dialog}
        step={dialogStep}
        canEdit={canEdit}
        team={team}
        actions={actions}
        pending={pending}
        run={run}
        onChange={setDialog}
      />
    </section>
  );
}
