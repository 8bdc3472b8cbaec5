import 'server-only';
import { and, asc, eq, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { ccpaIssues, members } from '@/lib/db/schema';
import { formatIssueReference, issueFiltersFrom, type IssueFilters } from '@/lib/domain/ccpa-issues/rules';
import type { Issue, IssueCreate, IssueEdit, IssuePriority } from '@/lib/schemas/ccpa-issues/records';
import { MAX_BULK_ISSUES } from '@/lib/schemas/ccpa-issues/records';
import { recordActivity } from '../activity';
import { assertCan, checkedId, notFound, STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';
import { lockOrganization } from '../organization';

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
export async function listCcpaIssues(
  member: Member,
  filters: IssueFilters = noFilters,
  today = new Date().toISOString().slice(0, 10),
): Promise<Issue[]> {
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
export async function createCcpaIssue(member: Member, input: IssueCreate, now = new Date()): Promise<Issue> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
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
    await recordActivity(tx, member, {
      action: 'ccpa-issue.created',
      recordType: 'ccpa-issue',
      recordId: created.id,
      summary: `Created the CCPA issue ${reference} ${input.title}`,
    });
    return created;
  });
}

/** The issue `id` of the caller's organization, or 404. */
async function issueOf(tx: Tx, member: Member, id: string) {
  checkedId(id, 'The issue');
  const [row] = await tx
    .select(issueColumns)
    .from(ccpaIssues)
    .where(and(eq(ccpaIssues.id, id), eq(ccpaIssues.organizationId, member.organizationId)));
  if (!row) throw notFound('The issue');
  return row;
}

/**
 * Edits an issue's fields and status (members and admins). `edit.version` is the version the editor read: a stale
 * one is refused and changes nothing. `assigneeMemberId` undefined keeps the current assignee, null unassigns.
 */
export async function updateCcpaIssue(member: Member, edit: Omit<IssueEdit, 'id'> & { id: string }): Promise<Issue> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await issueOf(tx, member, edit.id);
    if (current.version !== edit.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
    const assignee =
      edit.assigneeMemberId === undefined
        ? { assignee: current.assignee, assigneeMemberId: current.assigneeMemberId }
        : edit.assigneeMemberId === null
          ? { assignee: null, assigneeMemberId: null }
          : await assigneeOf(tx, member, edit.assigneeMemberId).then((row) => ({ assignee: row.name, assigneeMemberId: row.id }));
    const [saved] = await tx
      .update(ccpaIssues)
      .set({
        title: edit.title,
        description: edit.description,
        priority: edit.priority,
        category: edit.category,
        tags: edit.tags,
        ...assignee,
        dueOn: edit.dueDate,
        status: edit.status,
        updatedAt: new Date(),
        version: edit.version + 1,
      })
      .where(and(eq(ccpaIssues.id, current.id), eq(ccpaIssues.organizationId, member.organizationId), eq(ccpaIssues.version, edit.version)))
      .returning(issueColumns);
    if (!saved) throw new WorkspaceError('conflict', STALE_MESSAGE);
    await recordActivity(tx, member, {
      action: 'ccpa-issue.updated',
      recordType: 'ccpa-issue',
      recordId: saved.id,
      summary: `Updated the CCPA issue ${saved.reference} ${saved.title}`,
    });
    return saved;
  });
}

/** Closes an issue (members and admins), refused when it changed since `version` was read. */
export async function closeCcpaIssue(member: Member, id: string, version: number): Promise<Issue> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await issueOf(tx, member, id);
    if (current.version !== version) throw new WorkspaceError('conflict', STALE_MESSAGE);
    const [saved] = await tx
      .update(ccpaIssues)
      .set({ status: 'closed', updatedAt: new Date(), version: version + 1 })
      .where(and(eq(ccpaIssues.id, current.id), eq(ccpaIssues.organizationId, member.organizationId), eq(ccpaIssues.version, version)))
      .returning(issueColumns);
    if (!saved) throw new WorkspaceError('conflict', STALE_MESSAGE);
    await recordActivity(tx, member, {
      action: 'ccpa-issue.closed',
      recordType: 'ccpa-issue',
      recordId: saved.id,
      summary: `Closed the CCPA issue ${saved.reference} ${saved.title}`,
    });
    return saved;
  });
}

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

/** Assigns the issues `ids` to the member `assigneeMemberId`, or unassigns them (null); one activity row per issue. */
export async function assignCcpaIssues(
  member: Member,
  ids: readonly string[],
  assigneeMemberId: string | null,
): Promise<{ count: number }> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
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
      .where(
        and(
          eq(ccpaIssues.organizationId, member.organizationId),
          inArray(
            ccpaIssues.id,
            issues.map((issue) => issue.id),
          ),
        ),
      );
    for (const issue of issues) {
      await recordActivity(tx, member, {
        action: 'ccpa-issue.assigned',
        recordType: 'ccpa-issue',
        recordId: issue.id,
        summary: assignee
          ? `Assigned the CCPA issue ${issue.reference} to ${assignee.name}`
          : `Unassigned the CCPA issue ${issue.reference}`,
      });
    }
    return { count: issues.length };
  });
}

/** Sets the priority of the issues `ids`; one activity row per issue. */
export async function setCcpaIssuesPriority(member: Member, ids: readonly string[], priority: IssuePriority): Promise<{ count: number }> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const issues = await selectedIssues(tx, member, ids);
    await tx
      .update(ccpaIssues)
      .set({ priority, updatedAt: new Date(), version: sql`${ccpaIssues.version} + 1` })
      .where(
        and(
          eq(ccpaIssues.organizationId, member.organizationId),
          inArray(
            ccpaIssues.id,
            issues.map((issue) => issue.id),
          ),
        ),
      );
    for (const issue of issues) {
      await recordActivity(tx, member, {
        action: 'ccpa-issue.priority',
        recordType: 'ccpa-issue',
        recordId: issue.id,
        summary: `Set the priority of the CCPA issue ${issue.reference} to ${priority}`,
      });
    }
    return { count: issues.length };
  });
}
