import { integrationOffers } from '@/lib/catalog/integrations';
import { checklistTemplateSchema, type ChecklistKind } from '@/lib/schemas/checklists/records';
import { addDays, dayOf, startOfDay } from '../calendar-days';
import { dueText } from '../durations';

const HOUR = 3_600_000;

/** An onboarding falls due this many days after the person's start date. */
export const ONBOARDING_DAYS = 7;

/** The system every leaver loses access to, whatever the organization connected. */
export const EMAIL_AND_SSO = 'Email and SSO';

export const ONBOARDING_STEPS = ['Background check', 'NDA or confidentiality agreement signed', 'Device encrypted', 'Accounts created'];

/** The library controls a finished checklist proves (SOC 2 CC6.2, CC6.3, CC1.4; ISO 27001 A.6.1, A.6.5, A.5.18; HIPAA 164.308(a)(3)(ii)(C)). */
export const checklistControls: Record<ChecklistKind, readonly string[]> = {
  onboarding: ['HR-01', 'HR-02', 'AC-02'],
  offboarding: ['HR-05', 'AC-02'],
};

/** The title of the offboarding step that removes a leaver's access to one system. */
export const accessRemovedStep = (system: string) => `Access removed: ${system}`;

/** The names of the connected integrations (provider ids such as 'github'), in the catalog's order. */
export function connectedSystemNames(providers: readonly string[]): string[] {
  return integrationOffers.filter((offer) => providers.includes(offer.id)).map((offer) => offer.name);
}

/**
 * The product's template of a kind, for an organization that stored none: onboarding's four steps; for offboarding,
 * access removed from each connected system and from email and SSO, then the device returned.
 */
export function defaultTemplateSteps(kind: ChecklistKind, connectedSystems: readonly string[] = []): string[] {
  if (kind === 'onboarding') return [...ONBOARDING_STEPS];
  const systems = [...new Set([...connectedSystems, EMAIL_AND_SSO])];
  return [...systems.map(accessRemovedStep), 'Device returned'];
}

/** Why a template cannot be stored (steps 1 to 30 titles of 1 to 120 characters, hours 1 to 720), or null. */
export function checklistTemplateProblem(template: { steps: readonly string[]; deadlineHours: number }): string | null {
  const parsed = checklistTemplateSchema.safeParse(template);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'The checklist is not valid.');
}

const midnightAfter = (day: string) => startOfDay(addDays(day, 1)).getTime();

/** An offboarding's deadline: the clock starts at the end of the last day (midnight UTC after it). */
export function offboardingDueAt(endDate: string, deadlineHours: number): Date {
  return new Date(midnightAfter(endDate) + deadlineHours * HOUR);
}

/** An onboarding's due time: seven days after the start date (its midnight UTC). */
export function onboardingDueAt(startDate: string): Date {
  return startOfDay(addDays(startDate, ONBOARDING_DAYS));
}

/**
 * Whether adding a person starts their onboarding by itself: while employed and not yet past its due time. Someone
 * who started long ago (an existing workforce imported) would only add overdue checklists; Start onboarding on
 * their page is there when one is wanted.
 */
export function onboardsOnAdding(person: { startDate: string; endDate: string | null }, now: Date): boolean {
  return person.endDate === null && onboardingDueAt(person.startDate).getTime() > now.getTime();
}

/** When a person's checklist of `kind` falls due; an offboarding needs the end date. */
export function checklistDueAt(
  kind: ChecklistKind,
  person: { startDate: string; endDate: string | null },
  deadlineHours: number,
): Date | null {
  if (kind === 'onboarding') return onboardingDueAt(person.startDate);
  return person.endDate === null ? null : offboardingDueAt(person.endDate, deadlineHours);
}

/**
 * How a checklist stands against its due time: open, due within two days, overdue, finished in time or late, or
 * ended with steps left because the person left (an onboarding closed by their departure).
 */
export type ChecklistStanding =
  | { status: 'open'; label: string; hoursLeft: number }
  | { status: 'due-soon'; label: string; hoursLeft: number }
  | { status: 'overdue'; label: string; hoursLate: number }
  | { status: 'met'; label: 'Deadline met' }
  | { status: 'missed'; label: 'Deadline missed' }
  | { status: 'ended'; label: typeof ENDED_LABEL };

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

export const ENDED_LABEL = 'Closed: the person left';

/** Only ticking the last step finishes a checklist, so one finished with steps left was closed by a departure. */
export const endedByDeparture = (checklist: { finishedAt: Date | null; steps?: readonly { doneAt: unknown }[] }): boolean =>
  checklist.finishedAt !== null && (checklist.steps ?? []).some((step) => step.doneAt === null);

/**
 * Whether an open checklist of `kind` ended with its person's departure on `today`: an onboarding does, from the end
 * date on (a departure scheduled ahead included), even before its row is closed; an offboarding never does.
 */
export function onboardingEnded(checklist: { kind: ChecklistKind; endDate: string | null }, today: string): boolean {
  // Departed from the end date on, as personStatusOn says (not imported: this module reaches the browser).
  return checklist.kind === 'onboarding' && checklist.endDate !== null && checklist.endDate <= today;
}

/**
 * An onboarding as its person's page shows it on `today`: once they have left, an open one reads as closed from
 * their end date (the departure's own write closes it too; this covers a departure scheduled ahead).
 */
export function onboardingAsOf<C extends { finishedAt: Date | null }>(
  checklist: C,
  person: { startDate: string; endDate: string | null },
  today: string,
): C {
  if (checklist.finishedAt !== null || !onboardingEnded({ kind: 'onboarding', ...person }, today)) return checklist;
  return { ...checklist, finishedAt: new Date(`${person.endDate}T00:00:00Z`) };
}

/** A checklist's standing at `now`: a finished one by when it finished, an open one by the time left. */
export function checklistStanding(
  checklist: { dueAt: Date; finishedAt: Date | null; steps?: readonly { doneAt: unknown }[] },
  now: Date,
): ChecklistStanding {
  const due = checklist.dueAt.getTime();
  if (endedByDeparture(checklist)) return { status: 'ended', label: ENDED_LABEL };
  if (checklist.finishedAt !== null) {
    return checklist.finishedAt.getTime() <= due
      ? { status: 'met', label: 'Deadline met' }
      : { status: 'missed', label: 'Deadline missed' };
  }
  const left = due - now.getTime();
  if (left < 0) {
    const hoursLate = Math.max(1, Math.floor(-left / HOUR));
    return { status: 'overdue', label: dueText(left), hoursLate };
  }
  const hoursLeft = Math.max(1, Math.ceil(left / HOUR));
  return { status: hoursLeft < 48 ? 'due-soon' : 'open', label: dueText(left), hoursLeft };
}

/** The due rule as the screen says it. */
export function dueRule(kind: ChecklistKind, deadlineHours: number): string {
  return kind === 'onboarding'
    ? `Due ${ONBOARDING_DAYS} days after the start date.`
    : `Due ${plural(deadlineHours, 'hour')} after the end of the last day (midnight UTC).`;
}

/** A moment as the checklist shows it, in UTC like its deadline: 2026-03-11 20:05 UTC. */
export function checklistMoment(moment: Date): string {
  return `${moment.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The badge tone of a standing: met green, missed and overdue red, due within two days amber. */
export const standingTones = {
  open: 'neutral',
  'due-soon': 'warning',
  overdue: 'danger',
  met: 'success',
  missed: 'danger',
  ended: 'neutral',
} as const;

/** The last day (YYYY-MM-DD, UTC) a checklist due at `dueAt` can be finished on time: a task's due day. */
export function checklistDueDay(dueAt: Date): string {
  return dayOf(new Date(dueAt.getTime() - 1));
}

/** A checklist's line on My tasks: "Offboard Ada Lovelace". */
export function checklistTaskTitle(kind: ChecklistKind, personName: string): string {
  return `${kind === 'onboarding' ? 'Onboard' : 'Offboard'} ${personName}`;
}
