/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { libraryFramework, requirementKey, requirementsOf } from '@/lib/catalog/library';
import { libraryCrosswalk } from '@/lib/catalog/library-crosswalk';
import { getDb } from '@/lib/db/client';
import { overlapPreviews } from '@/lib/domain/frameworks/followed';
import { controlsByRequirement } from '@/lib/domain/frameworks/scores';
import { seedControlStates } from '@/lib/seed/control-states';
import { seedEvidence } from '@/lib/seed/evidence';
import { seedFrameworks } from '@/lib/seed/frameworks';
import { listActivity } from '@/lib/workspace/activity';
import { setControlState } from '@/lib/workspace/frameworks';
import {
  addFrameworks,
  addFrameworksIn,
  FRAMEWORK_REMOVED,
  followsFramework,
  frameworksWithCoverage,
  libraryCoverage,
  listOrganizationFrameworks,
  removeFramework,
} from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import { currentEvidenceFor } from '../evidence/fixtures';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('frameworks');

describe('organization frameworks', () => {
  it('starts a new organization with none', async () => {
    const admin = await founder('Fresh');
    expect(await listOrganizationFrameworks(admin)).toEqual([]);
    expect(await followsFramework(admin, 'soc2')).toBe(false);
  });

  it('adds frameworks as In Progress at 0%, skipping unknown and followed ones, with one activity row', async () => {
    const admin = await founder('Adder');
    expect(await addFrameworks(admin, ['gdpr', 'soc2', 'nope', 'soc2'])).toEqual(['SOC 2 Type II', 'GDPR']);
    const rows = await listOrganizationFrameworks(admin);
    expect(rows.map((row) => [row.frameworkId, row.status, row.progress])).toEqual([
      ['soc2', 'progress', 0],
      ['gdpr', 'progress', 0],
    ]);
    expect(await followsFramework(admin, 'gdpr')).toBe(true);
    const { entries } = await listActivity(admin);
    expect(entries[0]).toMatchObject({
      action: 'framework.added',
      summary: 'Added SOC 2 Type II and GDPR from Add Framework',
      actorName: admin.displayName,
    });

    // Adding a followed framework again changes nothing and writes no activity.
    const before = (await listActivity(admin)).total;
    expect(await addFrameworks(admin, ['gdpr'])).toEqual([]);
    expect((await listActivity(admin)).total).toBe(before);
    expect(await listOrganizationFrameworks(admin)).toHaveLength(2);
  });

  it('keeps each organization to its own frameworks', async () => {
    const first = await founder('First');
    const second = await founder('Second');
    await addFrameworks(first, ['hipaa']);
    expect(await listOrganizationFrameworks(second)).toEqual([]);
    expect(await followsFramework(second, 'hipaa')).toBe(false);
    // The second organization may add the same framework: the key is organization and framework.
    expect(await addFrameworks(second, ['hipaa'])).toEqual(['HIPAA']);
    expect((await listActivity(first)).entries.filter((entry) => entry.action === 'framework.added')).toHaveLength(1);
  });

  it('lets a viewer read but not add, and a member add', async () => {
    const admin = await founder('Owner');
    const viewer = await joinAs(admin, 'viewer');
    const member = await joinAs(admin, 'member');
    const refused = await refusal(addFrameworks(viewer, ['sox']));
    expect(refused.kind).toBe('forbidden');
    expect(await listOrganizationFrameworks(admin)).toEqual([]);
    expect(await addFrameworks(member, ['sox'])).toEqual(['SOX']);
    expect((await listOrganizationFrameworks(viewer)).map((row) => row.frameworkId)).toEqual(['sox']);
  });

  it("adds inside a caller's transaction, telling how", async () => {
    const admin = await founder('Caller');
    const names = await (await getDb()).transaction((tx) => addFrameworksIn(tx, admin, ['pci-dss'], 'questionnaire'));
    expect(names).toEqual(['PCI DSS']);
    expect((await listActivity(admin)).entries[0]?.summary).toBe('Added PCI DSS from your questionnaire');
  });

  it("seeds the demo organization's seven frameworks in the directory order, with progress from its control states and evidence", async () => {
    const admin = await founder('Demo');
    const now = new Date('2026-11-23T09:00:00Z');
    await (
      await getDb()
    ).transaction(async (tx) => {
      await seedFrameworks(tx, admin.organizationId, now);
      await seedControlStates(tx, admin.organizationId, now);
      await seedEvidence(tx, admin.organizationId, now);
    });
    const rows = await listOrganizationFrameworks(admin);
    // GLBA's 95% meets its default threshold; SOX is measured below its own.
    expect(rows.map((row) => [row.frameworkId, row.status, row.progress])).toEqual([
      ['soc2', 'active', 96],
      ['gdpr', 'active', 92],
      ['pci-dss', 'active', 90],
      ['glba', 'active', 95],
      ['ccpa', 'review', 88],
      ['iso27001', 'progress', 92],
      ['sox', 'progress', 92],
    ]);
    expect(rows.every((row) => row.updatedAt < now)).toBe(true);
  });
});

const index = controlsByRequirement(libraryControls);
/** Implements the controls, with verified evidence linked to them (without it they would not count). */
const implement = async (member: Member, controlIds: readonly string[]) => {
  for (const controlId of controlIds)
    await setControlState(member, controlId, { state: 'implemented', reason: '', ownerMemberId: '', note: '', version: 0 });
  if (controlIds.length > 0) await currentEvidenceFor(member, controlIds);
};
/** The controls mapped to the first HIPAA requirement: implementing them all covers it. */
const firstHipaaControls = () => index.get(requirementKey('hipaa', requirementsOf(libraryFramework('hipaa'))[0]!.id)) ?? [];

describe('library coverage (the overlap preview)', () => {
  it("covers nothing in a new organization, with the library's real totals and no entry for other frameworks", async () => {
    const admin = await founder('Blank');
    expect(await libraryCoverage(admin)).toEqual({
      soc2: { met: 0, total: 61 },
      iso27001: { met: 0, total: 123 },
      hipaa: { met: 0, total: 50 },
      gdpr: { met: 0, total: 38 },
      ccpa: { met: 0, total: 18 },
      'pci-dss': { met: 0, total: 63 },
      glba: { met: 0, total: 43 },
      hitech: { met: 0, total: 19 },
      'fda-part11': { met: 0, total: 33 },
      'bsa-aml': { met: 0, total: 40 },
      fcra: { met: 0, total: 27 },
      'fincen-boi': { met: 0, total: 10 },
      'nist-csf': { met: 0, total: 106 },
      sox: { met: 0, total: 27 },
      ferpa: { met: 0, total: 22 },
      coppa: { met: 0, total: 20 },
      'can-spam': { met: 0, total: 13 },
      tcpa: { met: 0, total: 17 },
      fedramp: { met: 0, total: 287 },
      'hipaa-privacy': { met: 0, total: 30 },
      'ftc-hbnr': { met: 0, total: 9 },
      iso27701: { met: 0, total: 49 },
      'uk-gdpr': { met: 0, total: 40 },
      iso42001: { met: 0, total: 70 },
      'eu-ai-act': { met: 0, total: 30 },
      'nist-ai-rmf': { met: 0, total: 72 },
      dora: { met: 0, total: 45 },
      nis2: { met: 0, total: 35 },
      'va-cdpa': { met: 0, total: 18 },
      'co-cpa': { met: 0, total: 17 },
      'tx-dpsa': { met: 0, total: 17 },
    });
  });

  it('counts a framework the organization does not follow once its mapped controls are implemented', async () => {
    const admin = await founder('Overlap');
    await addFrameworks(admin, ['soc2']);
    const controls = firstHipaaControls();
    expect(controls.length).toBeGreaterThan(0);
    await implement(admin, controls);
    const { followed, coverage } = await frameworksWithCoverage(admin);
    expect(followed.map((row) => row.frameworkId)).toEqual(['soc2']);
    expect(coverage.hipaa?.met).toBeGreaterThanOrEqual(1);
    expect(coverage.hipaa?.total).toBe(50);
    const previews = overlapPreviews(['soc2', 'hipaa', 'hitrust'], ['soc2'], coverage, libraryCrosswalk);
    expect(Object.keys(previews)).toEqual(['hipaa']);
    // The library's crosswalk links 35 of HIPAA's 50 requirements to SOC 2 through shared controls.
    expect(previews.hipaa).toMatch(
      /^Your implemented controls already cover [1-9]\d* of its 50 requirements, and 35 share controls with the frameworks you follow\.$/,
    );
    // Another organization's states count for it alone.
    expect((await libraryCoverage(await founder('Elsewhere'))).hipaa).toEqual({ met: 0, total: 50 });
  });

  it('does not count controls implemented without current evidence', async () => {
    const admin = await founder('Unproven');
    for (const controlId of firstHipaaControls())
      await setControlState(admin, controlId, { state: 'implemented', reason: '', ownerMemberId: '', note: '', version: 0 });
    expect((await libraryCoverage(admin)).hipaa).toEqual({ met: 0, total: 50 });
  });

  it('counts not applicable as covered, in progress as not', async () => {
    const admin = await founder('Judged');
    const [first, ...rest] = firstHipaaControls();
    await setControlState(admin, first!, { state: 'not-applicable', reason: 'No such systems.', ownerMemberId: '', note: '', version: 0 });
    await implement(admin, rest);
    const covered = (await libraryCoverage(admin)).hipaa!.met;
    expect(covered).toBeGreaterThanOrEqual(1);
    await setControlState(admin, first!, { state: 'in-progress', reason: '', ownerMemberId: '', note: '', version: 1 });
    expect((await libraryCoverage(admin)).hipaa!.met).toBeLessThan(covered);
  });
});

describe('removeFramework', () => {
  it('removes a followed framework with an activity row, keeping its control states, so adding it again restores its progress', async () => {
    const admin = await founder('Remover');
    await addFrameworks(admin, ['hipaa', 'gdpr']);
    await implement(admin, firstHipaaControls());
    const progress = (await listOrganizationFrameworks(admin)).find((row) => row.frameworkId === 'hipaa')!.progress;
    expect(progress).toBeGreaterThan(0);

    expect(await removeFramework(admin, 'hipaa')).toBe('HIPAA');
    expect((await listOrganizationFrameworks(admin)).map((row) => row.frameworkId)).toEqual(['gdpr']);
    expect(await followsFramework(admin, 'hipaa')).toBe(false);
    expect((await listActivity(admin)).entries[0]).toMatchObject({
      action: FRAMEWORK_REMOVED,
      summary: "Removed HIPAA from the organization's frameworks",
      actorName: admin.displayName,
    });

    await addFrameworks(admin, ['hipaa']);
    expect((await listOrganizationFrameworks(admin)).find((row) => row.frameworkId === 'hipaa')).toMatchObject({
      status: 'progress',
      progress,
    });
  });

  it('lets only an admin remove: a member and a viewer are refused', async () => {
    const admin = await founder('Roles');
    const member = await joinAs(admin, 'member');
    const viewer = await joinAs(admin, 'viewer');
    await addFrameworks(admin, ['soc2', 'sox']);
    expect((await refusal(removeFramework(viewer, 'soc2'))).kind).toBe('forbidden');
    expect((await refusal(removeFramework(member, 'soc2'))).kind).toBe('forbidden');
    expect(await followsFramework(admin, 'soc2')).toBe(true);
    expect(await removeFramework(admin, 'sox')).toBe('SOX');
    expect((await listOrganizationFrameworks(admin)).map((row) => row.frameworkId)).toEqual(['soc2']);
  });

  it("answers not found for another organization's framework, one not followed and an unknown id, changing nothing", async () => {
    const first = await founder('Keeper');
    const second = await founder('Intruder');
    await addFrameworks(first, ['pci-dss']);
    const before = (await listActivity(second)).total;
    expect(await refusal(removeFramework(second, 'pci-dss'))).toMatchObject({
      kind: 'not-found',
      message: 'PCI DSS was not found in your organization. It may have been removed.',
    });
    expect((await refusal(removeFramework(second, 'made-up'))).kind).toBe('not-found');
    expect(await followsFramework(first, 'pci-dss')).toBe(true);
    expect((await listActivity(second)).total).toBe(before);
    // Removing twice: the second is told it is gone.
    await removeFramework(first, 'pci-dss');
    expect((await refusal(removeFramework(first, 'pci-dss'))).kind).toBe('not-found');
  });
});
