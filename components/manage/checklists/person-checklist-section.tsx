import Link from 'next/link';
import { SectionCard } from '@/components/manage/records/section-card';
import { Badge } from '@/components/ui/badge';
import { checklistMoment, checklistStanding, standingTones } from '@/lib/domain/checklists/rules';
import { checklistKindLabels, type Checklist, type ChecklistKind } from '@/lib/schemas/checklists/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { ChecklistSteps } from './checklist-steps';
import { StartChecklistButton } from './start-checklist-button';

type Props = {
  personId: string;
  kind: ChecklistKind;
  checklist: Checklist | null;
  /** How the due time is set, as the template says it. */
  dueRule: string;
  /** The moment the standing is measured at: the page's render. */
  now: Date;
  /** Why no checklist can start yet (an offboarding before the departure), or null. */
  notYet: string | null;
  /** Members and admins: tick steps and start a checklist. */
  actions?: { tick: FormAction<Checklist>; start: FormAction<Checklist> };
};

/**
 * A person's Onboarding or Offboarding section: the steps, who did each and when, the due time and how the
 * checklist stands against it (met, missed, the time left or overdue, or closed because the person left), and the
 * evidence item once it is finished.
 */
export function PersonChecklistSection({ personId, kind, checklist, dueRule, now, notYet, actions }: Props) {
  const title = checklistKindLabels[kind];
  if (!checklist) {
    return (
      <SectionCard title={title}>
        <p className="text-sm text-slate-700">{notYet ?? `No ${title.toLowerCase()} checklist has started for this person.`}</p>
        {actions && !notYet && (
          <div className="mt-3">
            <StartChecklistButton personId={personId} kind={kind} start={actions.start} />
          </div>
        )}
      </SectionCard>
    );
  }
  const standing = checklistStanding(checklist, now);
  const done = checklist.steps.filter((step) => step.doneAt !== null).length;
  return (
    <SectionCard title={title} actions={<Badge tone={standingTones[standing.status]}>{standing.label}</Badge>}>
      <p className="text-sm text-slate-700">
        Due {checklistMoment(checklist.dueAt)}. {dueRule} {done} of {checklist.steps.length} steps done.
      </p>
      {checklist.finishedAt && (
        <p className="mt-1 text-sm text-slate-700">
          {standing.status === 'ended' ? 'Closed' : 'Finished'} {checklistMoment(checklist.finishedAt)}.{' '}
          {checklist.evidenceId && (
            <Link href={`/manage/evidence/${checklist.evidenceId}`} className="text-indigo-700 underline-offset-2 hover:underline">
              View the evidence
            </Link>
          )}
        </p>
      )}
      <div className="mt-3">
        <ChecklistSteps key={checklist.version} checklist={checklist} tick={checklist.finishedAt ? undefined : actions?.tick} />
      </div>
    </SectionCard>
  );
}
