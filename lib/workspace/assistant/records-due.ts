import 'server-only';
import { addDays, dayOf } from '@/lib/domain/calendar-days';
import { findingKindLabels, nonconformityStateLabels } from '@/lib/domain/isms/rules';
import { TASK_HORIZON_DAYS, type Task } from '@/lib/domain/tasks/rules';
import type { AssistantSentence } from '@/lib/schemas/assistant';
import type { AuditFinding } from '@/lib/schemas/isms/records';
import { listExpiringEvidence } from '../evidence';
import { listInternalAudits, readInternalAudit } from '../isms';
import type { Member } from '../member';
import { listPolicies } from '../policies';
import { tasksOf } from '../tasks';
import { citedRecord, counted, LISTED, sentence } from './records-cite';

/** A finding as a sentence cites it: its internal audit's page, where it is listed. */
export function findingRecord(finding: Pick<AuditFinding, 'id' | 'auditId' | 'reference'>, auditTitle: string) {
  return citedRecord('finding', finding.id, `${finding.reference} (${auditTitle})`, `/manage/isms/audits/${finding.auditId}`);
}

const open = (finding: AuditFinding) => finding.state !== null && finding.state !== 'verified' && finding.dueDate !== null;

/** The organization's nonconformities not yet verified whose corrective action is due by `until`, soonest first. */
export async function findingsDueBy(member: Member, until: string): Promise<{ finding: AuditFinding; auditTitle: string }[]> {
  const audits = (await listInternalAudits(member)).filter((audit) => audit.openNonconformities > 0);
  const details = await Promise.all(audits.map((audit) => readInternalAudit(member, audit.id)));
  return details
    .flatMap((audit) =>
      audit.findings
        .filter((finding) => open(finding) && finding.dueDate! <= until)
        .map((finding) => ({ finding, auditTitle: audit.title })),
    )
    .sort((a, b) => a.finding.dueDate!.localeCompare(b.finding.dueDate!) || a.finding.reference.localeCompare(b.finding.reference));
}

function taskSentences(tasks: readonly Task[]): AssistantSentence[] {
  return tasks.slice(0, LISTED).map((task) => {
    const when = task.dueOn ? (task.overdue ? `, overdue since ${task.dueOn}` : `, due ${task.dueOn}`) : '';
    return sentence(`Your task: ${task.title} (${task.detail}${when}).`, citedRecord('task', task.key, task.title, task.href));
  });
}

/** "and 3 more" after a list, standing on the records listed. */
function more(total: number, [one, many]: [string, string], listed: AssistantSentence[]): AssistantSentence[] {
  if (total <= listed.length) return [];
  const records = listed.flatMap((line) => line.citations);
  return [sentence(`${counted(total - listed.length, `more ${one}`, `more ${many}`)} not listed here.`, ...records)];
}

async function policySentences(member: Member, today: string): Promise<AssistantSentence[]> {
  const page = await listPolicies(member, { q: '', page: 1, filters: { status: 'expired', framework: '' } }, today);
  const listed = page.rows
    .slice(0, LISTED)
    .map((policy) =>
      sentence(
        `The policy ${policy.name} was due for review on ${policy.reviewDueOn} (owner ${policy.owner}).`,
        citedRecord('policy', policy.id, policy.name, `/manage/policies/${policy.id}`, `review due ${policy.reviewDueOn}`),
      ),
    );
  return [...listed, ...more(page.total, ['policy past its review', 'policies past their review'], listed)];
}

async function evidenceSentences(member: Member, today: string): Promise<AssistantSentence[]> {
  const { items, total } = await listExpiringEvidence(member, today, LISTED);
  const listed = items.map((item) =>
    sentence(
      `The evidence ${item.name} expires on ${item.expiresOn} (${item.days === 0 ? 'today' : `in ${counted(item.days, 'day')}`}).`,
      citedRecord('evidence', item.id, item.name, `/manage/evidence/${item.id}`, `expires ${item.expiresOn}`),
    ),
  );
  return [...listed, ...more(total, ['evidence item expiring soon', 'evidence items expiring soon'], listed)];
}

async function findingSentences(member: Member, today: string, overdueOnly: boolean): Promise<AssistantSentence[]> {
  const due = await findingsDueBy(member, overdueOnly ? addDays(today, -1) : addDays(today, TASK_HORIZON_DAYS));
  const listed = due
    .slice(0, LISTED)
    .map(({ finding, auditTitle }) =>
      sentence(
        `${findingKindLabels[finding.kind]} ${finding.reference} of the internal audit ${auditTitle} is ${nonconformityStateLabels[
          finding.state!
        ].toLowerCase()}; its corrective action ${finding.dueDate! < today ? 'was due on' : 'is due on'} ${finding.dueDate}.`,
        findingRecord(finding, auditTitle),
      ),
    );
  return [...listed, ...more(due.length, ['finding', 'findings'], listed)];
}

/**
 * What is overdue (and, unless `overdueOnly`, due within the tasks' horizon): the member's own tasks, then the
 * organization's policies past review, evidence expiring and nonconformities due, each record once.
 */
export async function dueWorkAnswer(member: Member, overdueOnly: boolean, now = new Date()): Promise<AssistantSentence[]> {
  const today = dayOf(now);
  const horizon = addDays(today, TASK_HORIZON_DAYS);
  const tasks = (await tasksOf(member, today)).filter((task) =>
    overdueOnly ? task.overdue : task.dueOn !== null && task.dueOn <= horizon,
  );
  const [policies, evidence, findings] = await Promise.all([
    policySentences(member, today),
    overdueOnly ? Promise.resolve([]) : evidenceSentences(member, today),
    findingSentences(member, today, overdueOnly),
  ]);
  const organizationWide = [...policies, ...evidence, ...findings];
  const shown = new Set(organizationWide.flatMap((line) => line.citations.map((record) => record.href)));
  const own = tasks.filter((task) => !shown.has(task.href));
  return [...taskSentences(own), ...more(own.length, ['task of yours', 'tasks of yours'], taskSentences(own)), ...organizationWide];
}
