import 'server-only';
import { and, asc, eq, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { ccpaIssues, members } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { formatIssueReference, issueFiltersFrom, type IssueFilters } from '@/lib/domain/ccpa-issues/rules';
import type { Issue, IssueCreate, IssueEdit, IssuePriority } from '@/lib/schemas/ccpa-issues/records';
import { MAX_BULK_ISSUES } from '@/lib/schemas/ccpa-issues/records';
import { assertCan, checkedId, notFound, WorkspaceError, type Member, type Tx } from '../member';
import { lockOrganization } from '../organization';
import { columnsOf, recordedWrite, versionedRecord } from '../versioned-write';

/** The columns of an issue as the screen and the reports show it. */
export const issueColumns = {
  id: ccpaIssues.id,
  reference: ccpaIssues.reference,
  title: ccpaIssues.title,
  description: ccpaIssues.description,
  priority: ccpaIssues.priority,
  category: ccpaIssues.category,
  tags: ccpaIssues.tags,
  assignee: ccpaIssues.assignee,
  assigneeMemberId: ccpaIssues.assigneeMemberId,
  dueDate: ccpaIssues.dueOn,
  status: ccpaIssues.status,
  version: ccpaIssues.version,
};

export const ASSIGNEE_MESSAGE = 'Choose an assignee from your team.';

/** A search text as a LIKE pattern that matches it literally anywhere (%, _ and \ escaped). */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The filters of the screen (lib/domain/ccpa-issues.ts filterIssues gives their meaning) as SQL conditions. */
export function issueConditions(filters: IssueFilters, today: string): SQL[] {
  const { search, priority, category, tag, status } = issueFiltersFrom(filters);
  const conditions: (SQL | undefined)[] = [];
  if (search) conditions.push(or(ilike(ccpaIssues.title, containing(search)), ilike(ccpaIssues.description, containing(search))));
  if (priority) conditions.push(eq(ccpaIssues.priority, priority as IssuePriority));
  if (category) conditions.push(eq(ccpaIssues.category, category as Issue['category']));
  if (tag === 'critical') conditions.push(eq(ccpaIssues.priority, 'critical'));
  if (tag === 'high') conditions.push(eq(ccpaIssues.priority, 'high'));
  if (tag === 'overdue') conditions.push(and(ne(ccpaIssues.status, 'closed'), lt(ccpaIssues.dueOn, today)));
  if (tag === 'unassigned') conditions.push(isNull(ccpaIssues.assignee));
  if (status === '') conditions.push(ne(ccpaIssues.status, 'closed'));
  else if (status !== 'all') conditions.push(eq(ccpaIssues.status, status as Issue['status']));
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

const noFilters: IssueFilters = { search: '', priority: '', category: '', tag: '', status: '' };

/**
 * The organization's CCPA/CPRA issues that pass `filters` (the URL query of the screen; by default the open and
 * in-progress ones), by reference. `today` (YYYY-MM-DD) decides what is overdue.
 */
export async function listCcpaIssues(member: Member, filters: IssueFilters = noFilters, today = dayOf(new Date())): Promise<Issue[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  return db
    .select(issueColumns)
    .from(ccpaIssues)
    .where(and(eq(ccpaIssues.organizationId, member.organizationId), ...issueConditions(filters, today)))
    .orderBy(asc(ccpaIssues.createdAt), asc(ccpaIssues.reference));
}

/** The active member `memberId` of the caller's organization as the assignee (id and name), or a refusal. */
async function assigneeOf(tx: Tx, member: Member, memberId: string): Promise<{ id: string; name: string }> {
  checkedId(memberId, 'The assignee');
  const [row] = await tx
    .select({ id: members.id, name: members.displayName })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.organizationId, member.organizationId), isNull(members.removedAt)));
  if (!row) throw new WorkspaceError('invalid', ASSIGNEE_MESSAGE);
  return row;
}

/** The next CCPA-YYYY-NNN of the organization for `year`; the caller holds the organization's row lock. */
async function nextReference(tx: Tx, organizationId: string, year: number): Promise<string> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(split_part(${ccpaIssues.reference}, '-', 3)::int), 0)::int` })
    .from(ccpaIssues)
    .where(and(eq(ccpaIssues.organizationId, organizationId), sql`${ccpaIssues.reference} ~ ${`^CCPA-${year}-[0-9]+$`}`));
  return formatIssueReference(year, (row?.last ?? 0) + 1);
}

/**
 * Creates an open issue (members and admins) numbered CCPA-<year of `now`>-NNN, the next number of the organization
 * in that year. The organization's row is locked first, so concurrent creates take consecutive numbers, never the
 * same one (the unique index on organization and reference backs it).
 */
export const createCcpaIssue = recordedWrite('records.edit', async (tx, member, input: IssueCreate, now: Date = new Date()) => {
  await lockOrganization(tx, member.organizationId);
  const assignee = input.assigneeMemberId ? await assigneeOf(tx, member, input.assigneeMemberId) : null;
  const reference = await nextReference(tx, member.organizationId, now.getUTCFullYear());
  const [created] = await tx
    .insert(ccpaIssues)
    .values({
      organizationId: member.organizationId,
      reference,
      title: input.title,
      description: input.description,
      priority: input.priority,
      category: input.category,
      tags: input.tags,
      assignee: assignee?.name ?? null,
      assigneeMemberId: assignee?.id ?? null,
      dueOn: input.dueDate,
      status: 'open',
      createdAt: now,
      updatedAt: now,
    })
    .returning(issueColumns);
  if (!created) throw new Error('The issue was not created');
  return {
    record: created,
    activity: {
      action: 'ccpa-issue.created',
      recordType: 'ccpa-issue',
      recordId: created.id,
      summary: `Created the CCPA issue ${reference} ${input.title}`,
    },
  };
});

/** The versioned writes of an issue: they answer the issue as the screen shows it. */
const issueRecord = versionedRecord(ccpaIssues, columnsOf(ccpaIssues, issueColumns, 'The issue'));

/**
 * Edits an issue's fields and status (members and admins). `edit.version` is the version the editor read: a stale
 * one is refused and changes nothing. `assigneeMemberId` undefined keeps the current assignee, null unassigns.
 */
export const updateCcpaIssue = issueRecord.write('records.edit', (member, edit: Omit<IssueEdit, 'id'> & { id: string }) => ({
  id: edit.id,
  version: edit.version,
  change: async (current, tx) => ({
    title: edit.title,
    description: edit.description,
    priority: edit.priority,
    category: edit.category,
    tags: edit.tags,
    ...(edit.assigneeMemberId === undefined
      ? { assignee: current.assignee, assigneeMemberId: current.assigneeMemberId }
      : edit.assigneeMemberId === null
        ? { assignee: null, assigneeMemberId: null }
        : await assigneeOf(tx, member, edit.assigneeMemberId).then((row) => ({ assignee: row.name, assigneeMemberId: row.id }))),
    dueOn: edit.dueDate,
    status: edit.status,
    updatedAt: new Date(),
  }),
  activity: (saved) => ({
    action: 'ccpa-issue.updated',
    recordType: 'ccpa-issue',
    recordId: saved.id,
    summary: `Updated the CCPA issue ${saved.reference} ${saved.title}`,
  }),
}));

/** Closes an issue (members and admins), refused when it changed since `version` was read. */
export const closeCcpaIssue = issueRecord.write('records.edit', (_member, id: string, version: number) => ({
  id,
  version,
  change: () => ({ status: 'closed' as const, updatedAt: new Date() }),
  activity: (saved) => ({
    action: 'ccpa-issue.closed',
    recordType: 'ccpa-issue',
    recordId: saved.id,
    summary: `Closed the CCPA issue ${saved.reference} ${saved.title}`,
  }),
}));

/**
 * The issues `ids` of the caller's organization, locked for the transaction. Every id must be a UUID of one of
 * them: any other (another organization's issue, a removed one) is not found and the whole change is refused.
 */
async function selectedIssues(tx: Tx, member: Member, ids: readonly string[]) {
  const unique = [...new Set(ids.map((id) => checkedId(id, 'An issue').toLowerCase()))];
  if (unique.length === 0) throw new WorkspaceError('invalid', 'Select at least one issue.');
  if (unique.length > MAX_BULK_ISSUES) throw new WorkspaceError('invalid', `Select at most ${MAX_BULK_ISSUES} issues at a time.`);
  const rows = await tx
    .select({ id: ccpaIssues.id, reference: ccpaIssues.reference })
    .from(ccpaIssues)
    .where(and(eq(ccpaIssues.organizationId, member.organizationId), inArray(ccpaIssues.id, unique)))
    .orderBy(asc(ccpaIssues.reference))
    .for('update');
  if (rows.length !== unique.length) throw notFound('One of the selected issues');
  return rows;
}

/** The selected issues, inside the member's organization. */
function issuesOf(member: Member, issues: readonly { id: string }[]): SQL | undefined {
  return and(
    eq(ccpaIssues.organizationId, member.organizationId),
    inArray(
      ccpaIssues.id,
      issues.map((issue) => issue.id),
    ),
  );
}

/** Assigns the issues `ids` to the member `assigneeMemberId`, or unassigns them (null); one activity row per issue. */
export const assignCcpaIssues = recordedWrite(
  'records.edit',
  async (tx, member, ids: readonly string[], assigneeMemberId: string | null) => {
    const issues = await selectedIssues(tx, member, ids);
    const assignee = assigneeMemberId ? await assigneeOf(tx, member, assigneeMemberId) : null;
    await tx
      .update(ccpaIssues)
      .set({
        assignee: assignee?.name ?? null,
        assigneeMemberId: assignee?.id ?? null,
        updatedAt: new Date(),
        version: sql`${ccpaIssues.version} + 1`,
      })
      .where(issuesOf(member, issues));
    return {
      record: { count: issues.length },
      activity: issues.map((issue) => ({
        action: 'ccpa-issue.assigned',
        recordType: 'ccpa-issue',
        recordId: issue.id,
        summary: assignee
          ? `Assigned the CCPA issue ${issue.reference} to ${assignee.name}`
          : `Unassigned the CCPA issue ${issue.reference}`,
      })),
    };
  },
);

/** Sets the priority of the issues `ids`; one activity row per issue. */
export const setCcpaIssuesPriority = recordedWrite('records.edit', async (tx, member, ids: readonly string[], priority: IssuePriority) => {
  const issues = await selectedIssues(tx, member, ids);
  await tx
    .update(ccpaIssues)
    .set({ priority, updatedAt: new Date(), version: sql`${ccpaIssues.version} + 1` })
    .where(issuesOf(member, issues));
  return {
    record: { count: issues.length },
    activity: issues.map((issue) => ({
      action: 'ccpa-issue.priority',
      recordType: 'ccpa-issue',
      recordId: issue.id,
      summary: `Set the priority of the CCPA issue ${issue.reference} to ${priority}`,
    })),
  };
});
