import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { getDb } from '@/lib/db/client';
import { members, organizationFrameworks } from '@/lib/db/schema';
import { NOT_A_MEMBER_MESSAGE, targetAuditDateProblem } from '@/lib/domain/frameworks/setup';
import { setupHref } from '@/lib/domain/frameworks/status';
import {
  frameworkSetupStoredSchema,
  type FrameworkSetupAnswers,
  type FrameworkSetupRecord,
  type FrameworkSetupStored,
} from '@/lib/schemas/frameworks/setup';
import { recordActivity } from '../activity';
import { addFrameworksIn } from '../followed-frameworks';
import { assertCan, notFound, STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { guardedWrite } from '../guarded-write';

/** A refusal of one answer of the setup (the owner, the date): the form shows it under that field. */
export class SetupFieldError extends WorkspaceError {
  constructor(
    readonly field: 'ownerMemberId' | 'targetAuditOn',
    message: string,
  ) {
    super('invalid', message);
  }
}

/** The frameworks the short setup serves: every directory framework but HIPAA and ISO 27001, which have their own. */
function shortSetupFramework(frameworkId: string) {
  const framework = frameworkDirectory.find((candidate) => candidate.id === frameworkId);
  return framework && setupHref(framework.id).startsWith('/manage/frameworkSetup') ? framework : undefined;
}

const key = (organizationId: string, frameworkId: string) =>
  and(eq(organizationFrameworks.organizationId, organizationId), eq(organizationFrameworks.frameworkId, frameworkId));

function storedAnswers(setup: unknown): FrameworkSetupStored | null {
  const parsed = frameworkSetupStoredSchema.safeParse(setup);
  return parsed.success ? parsed.data : null;
}

/**
 * The short setup of a framework the organization follows: its stored answers (null before the first save),
 * stored status and row version; null when it does not follow it. An id outside the directory, HIPAA or ISO 27001
 * (which have their own setup) is not found.
 */
export async function frameworkSetup(member: Member, frameworkId: string): Promise<FrameworkSetupRecord | null> {
  assertCan(member, 'records.view');
  const framework = shortSetupFramework(frameworkId);
  if (!framework) throw notFound('The framework');
  const db = await getDb();
  const [row] = await db
    .select({ status: organizationFrameworks.status, setup: organizationFrameworks.setup, version: organizationFrameworks.version })
    .from(organizationFrameworks)
    .where(key(member.organizationId, framework.id))
    .limit(1);
  if (!row) return null;
  return { frameworkId: framework.id, name: framework.name, status: row.status, answers: storedAnswers(row.setup), version: row.version };
}

/**
 * Saves a framework's short setup (members and admins) and makes it Active (a framework under maintenance stays
 * so). The owner must be a current member of the organization and the target audit date today or later
 * (`now`); `version` is the version of the row the page read, a stale one is refused and changes nothing. A
 * framework the organization does not follow, or one with its own setup, is not found. Answers `activated` when
 * the save made the framework Active.
 */
export async function saveFrameworkSetup(
  member: Member,
  frameworkId: string,
  answers: FrameworkSetupAnswers,
  version: number,
  now = new Date(),
): Promise<{ name: string; version: number; activated: boolean }> {
  assertCan(member, 'frameworks.manage');
  const framework = shortSetupFramework(frameworkId);
  if (!framework) throw notFound('The framework');
  const datePast = targetAuditDateProblem(answers.targetAuditOn, now);
  if (datePast) throw new SetupFieldError('targetAuditOn', datePast);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: organizationFrameworks.status, version: organizationFrameworks.version })
      .from(organizationFrameworks)
      .where(key(member.organizationId, framework.id));
    if (!row) throw notFound(framework.name);
    if (row.version !== version) throw new WorkspaceError('conflict', STALE_MESSAGE);
    const [owner] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.organizationId, member.organizationId), isNull(members.removedAt), eq(members.id, ownerIdOrNone(answers))));
    if (!owner) throw new SetupFieldError('ownerMemberId', NOT_A_MEMBER_MESSAGE);
    const setup: FrameworkSetupStored = { ...answers, savedAt: now.toISOString(), savedBy: member.displayName };
    const activated = row.status === 'progress';
    const [saved] = await tx
      .update(organizationFrameworks)
      .set({ setup, status: activated ? 'active' : row.status, updatedAt: now, version: version + 1 })
      .where(and(key(member.organizationId, framework.id), eq(organizationFrameworks.version, version)))
      .returning({ version: organizationFrameworks.version });
    if (!saved) throw new WorkspaceError('conflict', STALE_MESSAGE);
    await recordActivity(tx, member, {
      action: activated ? 'framework.activated' : 'framework.setup',
      recordType: 'framework',
      recordId: framework.id,
      summary: activated ? `Completed the ${framework.name} setup and activated it` : `Updated the ${framework.name} setup`,
    });
    return { name: framework.name, version: saved.version, activated };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The owner id when it can be a member's id; a nil id (matching no one) otherwise, so the lookup refuses it. */
const ownerIdOrNone = (answers: FrameworkSetupAnswers) =>
  UUID.test(answers.ownerMemberId) ? answers.ownerMemberId : '00000000-0000-0000-0000-000000000000';

/**
 * Activate on an Available framework's card (members and admins): adds it as In Progress when the organization
 * does not follow it yet, and answers where its setup is done. An id outside the directory is not found.
 */
export const startFramework = guardedWrite(
  'frameworks.manage',
  async (member: Member, frameworkId: string): Promise<{ name: string; href: string; added: boolean }> => {
    const framework = frameworkDirectory.find((candidate) => candidate.id === frameworkId);
    if (!framework) throw notFound('The framework');
    const db = await getDb();
    const added = await db.transaction((tx) => addFrameworksIn(tx, member, [framework.id], 'add-framework'));
    return { name: framework.name, href: setupHref(framework.id), added: added.length > 0 };
  },
);
