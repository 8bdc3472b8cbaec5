import 'server-only';
import { and, eq } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { iso27001AnnexAGroups } from '@/lib/catalog/frameworks/iso27001';
import { isoSteps } from '@/lib/catalog/iso-setup';
import { libraryFramework } from '@/lib/catalog/library';
import { getDb } from '@/lib/db/client';
import { organizationFrameworks } from '@/lib/db/schema';
import { withLockedItems } from '@/lib/domain/frameworks/hipaa-wizard';
import { storedIsoSetupOf } from '@/lib/domain/frameworks/iso-setup';
import { controlsByRequirement, frameworkProgress } from '@/lib/domain/frameworks/scores';
import { hipaaAnswersSchema, type HipaaAnswers, type HipaaSetup } from '@/lib/schemas/frameworks/hipaa-wizard';
import { isoSetupStoredSchema, type IsoAssignment, type IsoDoneStep, type IsoStartedStep } from '@/lib/schemas/frameworks/iso-setup';
import { recordActivity } from '../activity';
import { listControlStates } from './controls';
import { assertCan, STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';
import { controlsWithCurrentEvidence } from '../evidence';
import { createHipaaPolicyDraftsIn } from '../policies';
import { guardedWrite } from '../guarded-write';

type FrameworkStatus = 'active' | 'progress' | 'review';
type Row = { status: FrameworkStatus; settings: unknown; setup: unknown; addedAt: Date; version: number };

const key = (organizationId: string, frameworkId: string) =>
  and(eq(organizationFrameworks.organizationId, organizationId), eq(organizationFrameworks.frameworkId, frameworkId));

/** The organization's row of `frameworkId`, or null when it does not follow that framework. */
async function frameworkRow(member: Member, frameworkId: string): Promise<Row | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      status: organizationFrameworks.status,
      settings: organizationFrameworks.settings,
      setup: organizationFrameworks.setup,
      addedAt: organizationFrameworks.addedAt,
      version: organizationFrameworks.version,
    })
    .from(organizationFrameworks)
    .where(key(member.organizationId, frameworkId))
    .limit(1);
  return row ?? null;
}

/** Stored HIPAA answers read back; ones that no longer fit the schema count as none. */
function answersOf(setup: unknown): HipaaAnswers | null {
  const parsed = hipaaAnswersSchema.safeParse(setup);
  return parsed.success ? parsed.data : null;
}

const knownSteps: ReadonlySet<string> = new Set(isoSteps.map((step) => step.id));

// ---- HIPAA -------------------------------------------------------------------------------------------------

/** The organization's HIPAA: its status (null when it does not follow HIPAA), stored answers and row version (0: no row). */
export async function hipaaSetup(member: Member): Promise<HipaaSetup> {
  assertCan(member, 'records.view');
  const row = await frameworkRow(member, 'hipaa');
  return row ? { status: row.status, answers: answersOf(row.setup), version: row.version } : { status: null, answers: null, version: 0 };
}

/**
 * Activates HIPAA with the wizard's answers (members and admins): stores them (the locked items always in) and
 * makes HIPAA Active, adding it when the organization does not follow it yet. `version` is the version of the
 * HIPAA row the screen read (0: none); a stale one is refused and changes nothing. A HIPAA already active just
 * gets its answers updated. Each administrative policy chosen becomes a Draft from its template, unless the
 * organization already has a policy of that name (`policyDrafts` names those created).
 */
export const activateHipaa = guardedWrite(
  'frameworks.manage',
  async (member: Member, input: HipaaAnswers, version: number): Promise<HipaaSetup & { wasActive: boolean; policyDrafts: string[] }> => {
    const answers = withLockedItems(hipaaAnswersSchema.parse(input));
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: organizationFrameworks.status })
        .from(organizationFrameworks)
        .where(key(member.organizationId, 'hipaa'));
      const values = { status: 'active' as const, setup: answers, updatedAt: new Date() };
      const [saved] =
        version === 0
          ? await tx
              .insert(organizationFrameworks)
              .values({ organizationId: member.organizationId, frameworkId: 'hipaa', ...values })
              .onConflictDoNothing()
              .returning()
          : await tx
              .update(organizationFrameworks)
              .set({ ...values, version: version + 1 })
              .where(and(key(member.organizationId, 'hipaa'), eq(organizationFrameworks.version, version)))
              .returning();
      if (!saved) throw new WorkspaceError('conflict', STALE_MESSAGE);
      const wasActive = before?.status === 'active';
      await recordActivity(tx, member, {
        action: wasActive ? 'framework.setup' : 'framework.activated',
        recordType: 'framework',
        recordId: 'hipaa',
        summary: wasActive ? 'Updated the HIPAA activation answers' : 'Activated HIPAA',
      });
      const policyDrafts = await createHipaaPolicyDraftsIn(tx, member, answers.policies);
      return { status: saved.status, answers, version: saved.version, wasActive, policyDrafts };
    });
  },
);

// ---- ISO 27001 ---------------------------------------------------------------------------------------------

const requirementIndex = controlsByRequirement(libraryControls);

/** The ISO 27001 setup of the organization, or null when it does not follow ISO 27001. */
export type IsoSetupRecord = {
  doneSteps: IsoDoneStep[];
  /** Steps started and not yet done, and the steps' assignments to members. */
  startedSteps: IsoStartedStep[];
  assignments: IsoAssignment[];
  addedAt: Date;
  version: number;
  /** Annex A of the library's edition (ISO/IEC 27001:2022): its controls, and those met by the progress rule. */
  annexA: { total: number; met: number; edition: string };
};

export async function isoSetup(member: Member): Promise<IsoSetupRecord | null> {
  assertCan(member, 'records.view');
  const [row, states, evidenced] = await Promise.all([
    frameworkRow(member, 'iso27001'),
    listControlStates(member),
    controlsWithCurrentEvidence(member),
  ]);
  if (!row) return null;
  const iso = libraryFramework('iso27001');
  // The setup's Annex A step counts the 93 controls alone; the framework's progress also counts clauses 4 to 10.
  const annexA = { ...iso, groups: [...iso27001AnnexAGroups] };
  const stateById = new Map([...states].map(([id, state]) => [id, state.state]));
  const progress = frameworkProgress(annexA, requirementIndex, stateById, evidenced);
  const total = annexA.groups.reduce((sum, group) => sum + group.requirements.length, 0);
  const stored = storedIsoSetupOf(row.setup, knownSteps);
  return {
    doneSteps: stored.doneSteps,
    startedSteps: stored.startedSteps.filter((step) => !stored.doneSteps.some((done) => done.id === step.id)),
    assignments: stored.assignments,
    addedAt: row.addedAt,
    version: row.version,
    annexA: { total, met: progress?.met ?? 0, edition: iso.edition },
  };
}

/** Writes the ISO 27001 setup steps done inside the caller's transaction (the demo organization's seed). */
export async function writeIsoSetupIn(tx: Tx, organizationId: string, doneSteps: readonly IsoDoneStep[]): Promise<void> {
  const setup = isoSetupStoredSchema.parse({ doneSteps });
  await tx
    .insert(organizationFrameworks)
    .values({ organizationId, frameworkId: 'iso27001', status: 'progress', setup })
    .onConflictDoUpdate({ target: [organizationFrameworks.organizationId, organizationFrameworks.frameworkId], set: { setup } });
}
