import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { filledTemplateBody, hipaaPolicyTemplates, policyTemplate } from '@/lib/catalog/policy-templates';
import { getDb, type Db } from '@/lib/db/client';
import { policies, policyComments, policyVersions } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import type { ListPage, ListQuery } from '@/lib/domain/list-query';
import { effectiveStatus } from '@/lib/domain/policies/lifecycle';
import { EXPIRING_SOON_DAYS } from '@/lib/domain/policies/display';
import type {
  PolicyCreate,
  PolicyDetail,
  PolicyRecord,
  PolicyStats,
  PolicyTemplate,
  PolicyTemplateId,
} from '@/lib/schemas/policies/records';
import { recordActivity } from '../activity';
import { confirmDraftIn, draftedSummary, type FromDraft } from '../drafted';
import { fetchPage, matchingWords } from '../list-sql';
import { assertCan, checkedId, notFound, type Member, type Tx } from '../member';
import { keptRead } from '../read-cache';
import { signOffFor } from '../second-person';
import { guardedWrite } from '../guarded-write';

export type PolicyQuery = ListQuery<'status' | 'framework'>;

/** The default list: every policy not archived, on the first page. */
export const ALL_POLICIES: PolicyQuery = { q: '', page: 1, filters: { status: '', framework: '' } };

export const listed = {
  id: policies.id,
  name: policies.name,
  description: policies.description,
  status: policies.status,
  versionLabel: policies.versionLabel,
  frameworks: policies.frameworks,
  owner: policies.owner,
  reviewFrequencyMonths: policies.reviewFrequencyMonths,
  reviewDueOn: policies.reviewDueOn,
  archivedAt: policies.archivedAt,
  updatedAt: policies.updatedAt,
  version: policies.version,
};

/** A row as selected: the stored status, and frameworks as the jsonb column types them. */
type ListedRow = Omit<PolicyRecord, 'status' | 'frameworks'> & { status: 'draft' | 'review' | 'approved'; frameworks: string[] };

/** A stored row with the status it shows on `today` (an approved policy past its review due day is Expired). */
export function shownOn(row: ListedRow, today: string): PolicyRecord {
  return { ...row, status: effectiveStatus(row, today) } as PolicyRecord;
}

const pastDue = (today: string) => and(eq(policies.status, 'approved'), isNotNull(policies.reviewDueOn), lt(policies.reviewDueOn, today));
const current = (today: string) => and(eq(policies.status, 'approved'), or(isNull(policies.reviewDueOn), gte(policies.reviewDueOn, today)));

/** The Status filter in SQL: archived policies only under Archived; Approved and Expired split on the review due day. */
function statusCondition(status: string, today: string): SQL | undefined {
  if (status === 'archived') return isNotNull(policies.archivedAt);
  const open = isNull(policies.archivedAt);
  if (status === 'approved') return and(open, current(today));
  if (status === 'expired') return and(open, pastDue(today));
  if (status === 'review' || status === 'draft') return and(open, eq(policies.status, status));
  return open;
}

/**
 * One page of the organization's policies, last changed first: searched by name, description and owner,
 * filtered by the status shown on `today` (YYYY-MM-DD) and by a framework they cover.
 */
export function listPolicies(
  member: Member,
  query: PolicyQuery = ALL_POLICIES,
  today: string = dayOf(new Date()),
): Promise<ListPage<PolicyRecord>> {
  return keptRead(member, ['policy-list', query, today], async () => {
    const db = await getDb();
    const { status, framework } = query.filters;
    const where = and(
      eq(policies.organizationId, member.organizationId),
      matchingWords(query.q, [policies.name, policies.description, policies.owner]),
      statusCondition(status, today),
      framework ? sql`${policies.frameworks} @> ${JSON.stringify([framework])}::jsonb` : undefined,
    );
    return fetchPage(
      query.page,
      async () => (await db.select({ total: count() }).from(policies).where(where))[0]?.total ?? 0,
      async (limit, offset) => {
        const rows = await db
          .select(listed)
          .from(policies)
          .where(where)
          .orderBy(desc(policies.updatedAt), policies.name, policies.id)
          .limit(limit)
          .offset(offset);
        return rows.map((row) => shownOn(row, today));
      },
    );
  });
}

/**
 * The stat cards as one aggregate, archived policies left out: Approved counts approved policies not yet past
 * their review due day (the expired ones are not approved any more), Expiring Soon those due within 30 days.
 */
export function policyStats(member: Member, today: string): Promise<PolicyStats> {
  return keptRead(member, ['policy-stats', today], async () => {
    const db = await getDb();
    const open = sql`${policies.archivedAt} is null`;
    const [stats] = await db
      .select({
        total: sql<number>`(count(*) filter (where ${open}))::int`,
        approved: sql<number>`(count(*) filter (where ${open} and ${current(today)}))::int`,
        underReview: sql<number>`(count(*) filter (where ${open} and ${policies.status} = 'review'))::int`,
        expiringSoon: sql<number>`(count(*) filter (where ${open} and ${policies.status} = 'approved' and ${policies.reviewDueOn} between ${today}::date and ${today}::date + ${EXPIRING_SOON_DAYS}::int))::int`,
        archived: sql<number>`(count(*) filter (where ${policies.archivedAt} is not null))::int`,
      })
      .from(policies)
      .where(eq(policies.organizationId, member.organizationId));
    return stats ?? { total: 0, approved: 0, underReview: 0, expiringSoon: 0, archived: 0 };
  });
}

type DraftValues = Pick<PolicyTemplate, 'name' | 'description' | 'frameworks'> & {
  body: string;
  owner: string;
  reviewFrequencyMonths: number;
};

/** A policy's name and text as the assistant drafted them, confirmed by the member. */
export type DraftedPolicy = FromDraft & { name: string; body: string };

/** Stores a v1.0 draft with its activity row; its review falls due only once it is approved. */
async function insertDraft(tx: Tx, member: Member, values: DraftValues, summary: string, draft?: FromDraft): Promise<PolicyRecord> {
  const [created] = await tx
    .insert(policies)
    .values({ organizationId: member.organizationId, status: 'draft', authorMemberId: member.id, ...values })
    .returning(listed);
  if (!created) throw new Error('The policy was not created');
  await recordActivity(tx, member, {
    action: 'policy.created',
    recordType: 'policy',
    recordId: created.id,
    summary: draftedSummary(summary, draft),
  });
  await confirmDraftIn(tx, draft, created.id);
  return created as PolicyRecord;
}

/** Creates a v1.0 draft of its primary framework, with no text yet (or the text of a confirmed assistant draft). */
export async function createPolicy(member: Member, input: PolicyCreate, drafted?: DraftedPolicy): Promise<PolicyRecord> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction((tx) =>
    insertDraft(
      tx,
      member,
      {
        name: input.name,
        description: input.description,
        frameworks: [input.framework],
        owner: input.owner,
        reviewFrequencyMonths: Number(input.reviewFrequency),
        body: drafted?.body ?? '',
      },
      `Created the policy ${input.name}`,
      drafted,
    ),
  );
}

/** A template as a draft of the organization: its name, description, frameworks and text, owned by the member. */
function draftOf(template: PolicyTemplate, member: Member): DraftValues {
  return {
    name: template.name,
    description: template.description,
    frameworks: template.frameworks,
    body: filledTemplateBody(template, member.organizationName),
    owner: member.displayName,
    reviewFrequencyMonths: 12,
  };
}

/**
 * Use Template: a v1.0 draft from the template, its text filled with the organization's name; a confirmed
 * assistant draft of the template brings its own name and text.
 */
export const createPolicyFromTemplate = guardedWrite(
  'records.edit',
  async (member: Member, templateId: string, drafted?: DraftedPolicy): Promise<PolicyRecord> => {
    const template = policyTemplate(templateId);
    if (!template) throw notFound('The template');
    const values = drafted ? { ...draftOf(template, member), name: drafted.name, body: drafted.body } : draftOf(template, member);
    const summary = drafted
      ? `Created the policy ${values.name} from the template ${template.name}`
      : `Created the policy ${template.name} from its template`;
    const db = await getDb();
    return db.transaction((tx) => insertDraft(tx, member, values, summary, drafted));
  },
);

/**
 * Inside HIPAA's activation: a draft of each administrative policy chosen in the wizard that has a template,
 * except those whose name the organization already uses. Answers the names of the drafts created.
 */
export async function createHipaaPolicyDraftsIn(tx: Tx, member: Member, chosen: readonly string[]): Promise<string[]> {
  const templates = hipaaPolicyTemplates.filter((template) => chosen.includes(template.id as PolicyTemplateId));
  if (templates.length === 0) return [];
  const taken = await tx
    .select({ name: policies.name })
    .from(policies)
    .where(
      and(
        eq(policies.organizationId, member.organizationId),
        inArray(
          policies.name,
          templates.map((template) => template.name),
        ),
      ),
    );
  const names = new Set(taken.map((row) => row.name));
  const created: string[] = [];
  for (const template of templates) {
    if (names.has(template.name)) continue;
    await insertDraft(tx, member, draftOf(template, member), `Created the policy ${template.name} for HIPAA`);
    created.push(template.name);
  }
  return created;
}

const detailed = {
  ...listed,
  body: policies.body,
  approvedAt: policies.approvedAt,
  authorMemberId: policies.authorMemberId,
  acceptanceDepartments: policies.acceptanceDepartments,
};

/** The policy `id` of the member's organization as stored (Expired not yet computed), or 404. */
export async function storedPolicy(tx: Db | Tx, member: Member, id: string, lock = false) {
  checkedId(id, 'The policy');
  const select = tx
    .select(detailed)
    .from(policies)
    .where(and(eq(policies.id, id), eq(policies.organizationId, member.organizationId)));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw notFound('The policy');
  return row;
}

/** A policy with its text, its approved versions (newest first) and its comments (oldest first), as shown on `today`. */
export async function getPolicy(member: Member, id: string, today: string = dayOf(new Date())): Promise<PolicyDetail> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const row = await storedPolicy(db, member, id);
  const inPolicy = (table: typeof policyVersions | typeof policyComments) =>
    and(eq(table.organizationId, member.organizationId), eq(table.policyId, row.id));
  const [versions, comments, approval] = await Promise.all([
    db
      .select({
        label: policyVersions.label,
        name: policyVersions.name,
        description: policyVersions.description,
        body: policyVersions.body,
        approvedAt: policyVersions.approvedAt,
        approvedByName: policyVersions.approvedByName,
        selfApproved: policyVersions.selfApproved,
      })
      .from(policyVersions)
      .where(inPolicy(policyVersions))
      .orderBy(desc(policyVersions.approvedAt), desc(policyVersions.label)),
    db
      .select({
        id: policyComments.id,
        authorName: policyComments.authorName,
        body: policyComments.body,
        kind: policyComments.kind,
        createdAt: policyComments.createdAt,
      })
      .from(policyComments)
      .where(inPolicy(policyComments))
      .orderBy(asc(policyComments.createdAt), asc(policyComments.id)),
    signOffFor(db, member, 'approve-policy', row.authorMemberId),
  ]);
  const approved = row.status === 'approved' ? versions.find((entry) => entry.label === row.versionLabel) : undefined;
  return {
    ...shownOn(row, today),
    body: row.body,
    approvedAt: row.approvedAt,
    approvedByName: approved?.approvedByName ?? null,
    selfApproved: approved?.selfApproved ?? false,
    acceptanceDepartments: row.acceptanceDepartments,
    versions,
    comments,
    approval: approval.allowed ? { allowed: true, self: approval.self } : { allowed: false, message: approval.message },
  };
}
