import 'server-only';
import { and, eq } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { isoSteps } from '@/lib/catalog/iso-setup';
import { libraryFramework } from '@/lib/catalog/library';
import { getDb } from '@/lib/db/client';
import { organizationFrameworks } from '@/lib/db/schema';
import { defaultFrameworkSettings, storedSettingsOr } from '@/lib/domain/framework-settings';
import { withLockedItems } from '@/lib/domain/hipaa-wizard';
import { controlsByRequirement, frameworkProgress } from '@/lib/domain/scores';
import type { FrameworkSettings } from '@/lib/schemas/framework-settings';
import { hipaaAnswersSchema, type HipaaAnswers, type HipaaSetup } from '@/lib/schemas/hipaa-wizard';
import { isoSetupStoredSchema, type IsoDoneStep } from '@/lib/schemas/iso-setup';
import { recordActivity } from '../activity';
import { listControlStates } from './controls';
import { assertCan, notFound, STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';
import { controlsWithCurrentEvidence } from '../evidence';
import { createHipaaPolicyDraftsIn } from '../policies';

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

/** Stored ISO 27001 steps read back; unknown step ids (a guide that changed) are left out. */
function doneStepsOf(setup: unknown): IsoDoneStep[] {
  const parsed = isoSetupStoredSchema.safeParse(setup);
  if (!parsed.success) return [];
  const known = new Set(isoSteps.map((step) => step.id));
  return parsed.data.doneSteps.filter((step) => known.has(step.id));
}

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
export async function activateHipaa(
  member: Member,
  input: HipaaAnswers,
  version: number,
): Promise<HipaaSetup & { wasActive: boolean; policyDrafts: string[] }> {
  assertCan(member, 'frameworks.manage');
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
}

// ---- ISO 27001 ---------------------------------------------------------------------------------------------

const requirementIndex = controlsByRequirement(libraryControls);

/** The ISO 27001 setup of the organization, or null when it does not follow ISO 27001. */
export type IsoSetupRecord = {
  doneSteps: IsoDoneStep[];
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
  const stateById = new Map([...states].map(([id, state]) => [id, state.state]));
  const progress = frameworkProgress(iso, requirementIndex, stateById, evidenced);
  const total = iso.groups.reduce((sum, group) => sum + group.requirements.length, 0);
  return {
    doneSteps: doneStepsOf(row.setup),
    addedAt: row.addedAt,
    version: row.version,
    annexA: { total, met: progress?.met ?? 0, edition: iso.edition },
  };
}

/**
 * Marks an ISO 27001 setup step done (members and admins), with who and when. `version` is the version of the
 * setup the screen read: a stale one is refused with STALE_MESSAGE and changes nothing. An unknown step, or an
 * organization not following ISO 27001, is not found; a step already done is refused as such.
 */
export async function completeIsoStep(member: Member, stepId: string, version: number): Promise<IsoSetupRecord> {
  assertCan(member, 'frameworks.manage');
  const step = isoSteps.find((candidate) => candidate.id === stepId);
  if (!step) throw notFound('The setup step');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ setup: organizationFrameworks.setup, version: organizationFrameworks.version })
      .from(organizationFrameworks)
      .where(key(member.organizationId, 'iso27001'));
    if (!row) throw notFound('ISO 27001');
    if (row.version !== version) throw new WorkspaceError('conflict', STALE_MESSAGE);
    const done = doneStepsOf(row.setup);
    if (done.some((candidate) => candidate.id === stepId)) throw new WorkspaceError('invalid', `${step.name} is already done.`);
    const setup = { doneSteps: [...done, { id: stepId, at: new Date().toISOString(), by: member.displayName }] };
    const [saved] = await tx
      .update(organizationFrameworks)
      .set({ setup, updatedAt: new Date(), version: version + 1 })
      .where(and(key(member.organizationId, 'iso27001'), eq(organizationFrameworks.version, version)))
      .returning({ version: organizationFrameworks.version });
    if (!saved) throw new WorkspaceError('conflict', STALE_MESSAGE);
    await recordActivity(tx, member, {
      action: 'framework.setup',
      recordType: 'framework',
      recordId: 'iso27001',
      summary: `Completed the ISO 27001 setup step ${step.name}`,
    });
  });
  const record = await isoSetup(member);
  if (!record) throw notFound('ISO 27001');
  return record;
}

/** Writes the ISO 27001 setup steps done inside the caller's transaction (the demo organization's seed). */
export async function writeIsoSetupIn(tx: Tx, organizationId: string, doneSteps: readonly IsoDoneStep[]): Promise<void> {
  const setup = isoSetupStoredSchema.parse({ doneSteps });
  await tx
    .insert(organizationFrameworks)
    .values({ organizationId, frameworkId: 'iso27001', status: 'progress', setup })
    .onConflictDoUpdate({ target: [organizationFrameworks.organizationId, organizationFrameworks.frameworkId], set: { setup } });
}

// ---- Framework settings ------------------------------------------------------------------------------------

/** A framework's settings in the organization, or null when it does not follow that (directory) framework. */
export type FrameworkSettingsRecord = {
  frameworkId: string;
  name: string;
  settings: FrameworkSettings;
  defaults: FrameworkSettings;
  stored: boolean;
  version: number;
};

const directoryEntry = (frameworkId: string) => frameworkDirectory.find((framework) => framework.id === frameworkId);

export async function frameworkSettings(member: Member, frameworkId: string): Promise<FrameworkSettingsRecord | null> {
  assertCan(member, 'records.view');
  const framework = directoryEntry(frameworkId);
  if (!framework) return null;
  const row = await frameworkRow(member, frameworkId);
  if (!row) return null;
  const defaults = defaultFrameworkSettings(framework);
  return {
    frameworkId,
    name: framework.name,
    settings: storedSettingsOr(row.settings, defaults),
    defaults,
    stored: row.settings !== null,
    version: row.version,
  };
}

/**
 * Stores a framework's settings (members and admins), already validated by the caller. `version` is the
 * version of the framework's row the screen read: a stale one is refused with STALE_MESSAGE and changes
 * nothing. A framework the organization does not follow is not found.
 */
export async function saveFrameworkSettings(
  member: Member,
  frameworkId: string,
  settings: FrameworkSettings,
  version: number,
): Promise<FrameworkSettingsRecord> {
  assertCan(member, 'frameworks.manage');
  const framework = directoryEntry(frameworkId);
  if (!framework) throw notFound('The framework');
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(organizationFrameworks)
      .set({ settings, updatedAt: new Date(), version: version + 1 })
      .where(and(key(member.organizationId, frameworkId), eq(organizationFrameworks.version, version)))
      .returning({ version: organizationFrameworks.version });
    if (!row) {
      const [exists] = await tx
        .select({ version: organizationFrameworks.version })
        .from(organizationFrameworks)
        .where(key(member.organizationId, frameworkId));
      throw exists ? new WorkspaceError('conflict', STALE_MESSAGE) : notFound(framework.name);
    }
    await recordActivity(tx, member, {
      action: 'framework.settings',
      recordType: 'framework',
      recordId: frameworkId,
      summary: `Changed the ${framework.name} settings`,
    });
    return row;
  });
  const defaults = defaultFrameworkSettings(framework);
  return { frameworkId, name: framework.name, settings, defaults, stored: true, version: saved.version };
}
