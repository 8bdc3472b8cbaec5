import { soc2ReportTypeLabels, soc2ReportTypes } from '@/lib/schemas/frameworks/setup';
import { dayOf } from '../calendar-days';

const HOUR = 60 * 60 * 1000;

/**
 * The earliest calendar day that is still today somewhere (UTC-12): a date picked in the browser's own zone
 * is never refused as past while it is today for the person who picked it.
 */
export function earliestToday(now: Date): string {
  return dayOf(new Date(now.getTime() - 12 * HOUR));
}

export const PAST_TARGET_MESSAGE = 'Choose today or a later date for the target audit.';

/** The target audit date's message when it lies before today, undefined when it is today or later. */
export function targetAuditDateProblem(day: string, now: Date): string | undefined {
  return day < earliestToday(now) ? PAST_TARGET_MESSAGE : undefined;
}

export const NOT_A_MEMBER_MESSAGE = 'Choose the owner among the members of your organization.';

/** The report type select of SOC 2's setup. */
export const reportTypeOptions = soc2ReportTypes.map((value) => ({ value, label: soc2ReportTypeLabels[value] }));

/** The confirmation of Save Setup: saying so when the save made the framework Active. */
export function setupSavedMessage(name: string, activated: boolean): string {
  return activated ? `The ${name} setup is done: ${name} is now active.` : `The ${name} setup was updated.`;
}
