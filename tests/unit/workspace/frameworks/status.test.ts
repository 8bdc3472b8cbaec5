/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { isoSteps } from '@/lib/catalog/iso-setup';
import { libraryFramework, requirementKey, requirementsOf } from '@/lib/catalog/library';
import { getDb } from '@/lib/db/client';
import { complianceSummary } from '@/lib/domain/dashboard';
import { defaultFrameworkSettings } from '@/lib/domain/frameworks/settings';
import { PAST_TARGET_MESSAGE, NOT_A_MEMBER_MESSAGE } from '@/lib/domain/frameworks/setup';
import { controlsByRequirement } from '@/lib/domain/frameworks/scores';
import type { FrameworkSettings } from '@/lib/schemas/frameworks/settings';
import { listActivity } from '@/lib/workspace/activity';
import {
  addFrameworks,
  completeIsoStep,
  frameworkSettings,
  frameworkSetup,
  listOrganizationFrameworks,
  saveFrameworkSettings,
  saveFrameworkSetup,
  setControlState,
  SetupFieldError,
  SetupFirstError,
  startFramework,
  writeIsoSetupIn,
} from '@/lib/workspace/frameworks';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('framework-status');

const now = new Date('2026-11-25T10:00:00Z');
const answersFor = (owner: Member) => ({ scope: 'Production on AWS, engineering', ownerMemberId: owner.id, targetAuditOn: '2027-03-01' });
const shown = async (member: Member) =>
  (await listOrganizationFrameworks(member)).map((row) => [row.frameworkId, row.status, row.progress]);
const summaries = async (member: Member) => (await listActivity(member)).entries.map((entry) => entry.summary);
const settingsWith = async (member: Member, frameworkId: string, patch: Partial<FrameworkSettings>) => {
  const record = (await frameworkSettings(member, frameworkId))!;
  return saveFrameworkSettings(member, frameworkId, { ...record.settings, ...patch }, record.version);
};

const index = controlsByRequirement(libraryControls);
/** Marks the controls of the first `count` SOC 2 requirements not applicable (no evidence needed): 1 of 61 is 1%. */
const coverSoc2 = async (member: Member, count: number) => {
  const controls = new Set(
    requirementsOf(libraryFramework('soc2'))
      .slice(0, count)
      .flatMap((requirement) => index.get(requirementKey('soc2', requirement.id)) ?? []),
  );
  for (const controlId of controls)
    await setControlState(member, controlId, { state: 'not-applicable', reason: 'Out of scope', ownerMemberId: '', note: '', version: 0 });
};

describe('the short setup', () => {
  it('stores the answers, makes the framework Active, and writes its activity', async () => {
    const admin = await founder('Setter');
    await addFrameworks(admin, ['soc2', 'gdpr']);
    expect(await shown(admin)).toEqual([
      ['soc2', 'progress', 0],
      ['gdpr', 'progress', 0],
    ]);
    const saved = await saveFrameworkSetup(admin, 'soc2', { ...answersFor(admin), reportType: 'type1' }, 1, now);
    expect(saved).toEqual({ name: 'SOC 2 Type II', version: 2, activated: true });
    const record = (await frameworkSetup(admin, 'soc2'))!;
    expect(record).toMatchObject({ status: 'active', version: 2 });
    expect(record.answers).toEqual({
      ...answersFor(admin),
      reportType: 'type1',
      savedAt: now.toISOString(),
      savedBy: admin.displayName,
    });
    // Active, shown Review Required while its 0% is below the 95% threshold; GDPR stays In Progress.
    expect(await shown(admin)).toEqual([
      ['soc2', 'review', 0],
      ['gdpr', 'progress', 0],
    ]);
    expect(complianceSummary(await listOrganizationFrameworks(admin))).toEqual({ activeFrameworks: 1, complianceScore: 0 });
    expect(await summaries(admin)).toContain('Completed the SOC 2 Type II setup and activated it');

    const again = await saveFrameworkSetup(admin, 'soc2', { ...answersFor(admin), scope: 'Everything', reportType: 'type2' }, 2, now);
    expect(again).toEqual({ name: 'SOC 2 Type II', version: 3, activated: false });
    expect((await frameworkSetup(admin, 'soc2'))!.answers).toMatchObject({ scope: 'Everything', reportType: 'type2' });
    expect(await summaries(admin)).toContain('Updated the SOC 2 Type II setup');
  });

  it('refuses a stale version, a past date and an owner outside the organization, changing nothing', async () => {
    const admin = await founder('Careful');
    const stranger = await founder('Setup Stranger');
    await addFrameworks(admin, ['gdpr']);
    expect((await refusal(saveFrameworkSetup(admin, 'gdpr', answersFor(admin), 2, now))).message).toBe(STALE_MESSAGE);
    const past = await refusal(saveFrameworkSetup(admin, 'gdpr', { ...answersFor(admin), targetAuditOn: '2026-11-23' }, 1, now));
    expect(past).toBeInstanceOf(SetupFieldError);
    expect(past).toMatchObject({ field: 'targetAuditOn', message: PAST_TARGET_MESSAGE, kind: 'invalid' });
    const outsider = await refusal(saveFrameworkSetup(admin, 'gdpr', answersFor(stranger), 1, now));
    expect(outsider).toMatchObject({ field: 'ownerMemberId', message: NOT_A_MEMBER_MESSAGE });
    expect((await refusal(saveFrameworkSetup(admin, 'gdpr', { ...answersFor(admin), ownerMemberId: 'not-an-id' }, 1, now))).message).toBe(
      NOT_A_MEMBER_MESSAGE,
    );
    expect(await frameworkSetup(admin, 'gdpr')).toMatchObject({ status: 'progress', answers: null, version: 1 });
    // Any member may own it, a viewer included; today is accepted.
    const viewer = await joinAs(admin, 'viewer');
    await saveFrameworkSetup(admin, 'gdpr', { ...answersFor(viewer), targetAuditOn: '2026-11-25' }, 1, now);
    expect((await frameworkSetup(admin, 'gdpr'))!.status).toBe('active');
  });

  it("refuses a viewer, another organization's framework, an unknown id and the frameworks with a setup of their own", async () => {
    const admin = await founder('Gatekeeper');
    const viewer = await joinAs(admin, 'viewer');
    const stranger = await founder('Other Org');
    await addFrameworks(admin, ['pci-dss', 'hipaa', 'iso27001']);
    expect((await refusal(saveFrameworkSetup(viewer, 'pci-dss', answersFor(admin), 1, now))).kind).toBe('forbidden');
    expect((await refusal(saveFrameworkSetup(stranger, 'pci-dss', answersFor(stranger), 1, now))).kind).toBe('not-found');
    expect(await frameworkSetup(stranger, 'pci-dss')).toBeNull();
    for (const id of ['nope', 'hipaa', 'iso27001']) {
      const refused = await refusal(saveFrameworkSetup(admin, id, answersFor(admin), 1, now));
      expect(refused).toMatchObject({ kind: 'not-found', status: 404 });
      expect((await refusal(frameworkSetup(admin, id))).kind).toBe('not-found');
    }
    expect(await frameworkSetup(viewer, 'pci-dss')).toMatchObject({ status: 'progress', answers: null });
  });
});

describe('Activate on an Available card', () => {
  it('adds the framework and answers its setup; one already followed is kept as it is', async () => {
    const admin = await founder('Starter');
    expect(await startFramework(admin, 'gdpr')).toEqual({ name: 'GDPR', href: '/manage/frameworkSetup?framework=gdpr', added: true });
    expect(await startFramework(admin, 'iso27001')).toEqual({ name: 'ISO 27001', href: '/manage/iso27001Setup', added: true });
    expect(await startFramework(admin, 'gdpr')).toMatchObject({ added: false });
    expect(await shown(admin)).toEqual([
      ['gdpr', 'progress', 0],
      ['iso27001', 'progress', 0],
    ]);
    expect((await refusal(startFramework(admin, 'nope'))).kind).toBe('not-found');
    expect((await refusal(startFramework(await joinAs(admin, 'viewer'), 'soc2'))).kind).toBe('forbidden');
  });
});

describe("Framework Settings' Status", () => {
  it('refuses active and maintenance before the setup is done, pointing to it', async () => {
    const admin = await founder('Early');
    await addFrameworks(admin, ['gdpr']);
    for (const status of ['active', 'maintenance'] as const) {
      const refused = await refusal(settingsWith(admin, 'gdpr', { status }));
      expect(refused).toBeInstanceOf(SetupFirstError);
      expect(refused.message).toBe('Finish the GDPR setup before making it active: Frameworks › GDPR › Continue Setup.');
    }
    expect((await frameworkSettings(admin, 'gdpr'))!).toMatchObject({ stored: false, settings: { status: 'inactive' } });
  });

  it('pauses, resumes, puts under maintenance, and moves the shown status with the threshold at once', async () => {
    const admin = await founder('Operator');
    await addFrameworks(admin, ['soc2']);
    await saveFrameworkSetup(admin, 'soc2', { ...answersFor(admin), reportType: 'type2' }, 1, now);
    await coverSoc2(admin, 2);
    expect(await shown(admin)).toEqual([['soc2', 'review', 3]]);

    await settingsWith(admin, 'soc2', { complianceThreshold: 3 });
    expect(await shown(admin)).toEqual([['soc2', 'active', 3]]);
    await settingsWith(admin, 'soc2', { complianceThreshold: 4 });
    expect(await shown(admin)).toEqual([['soc2', 'review', 3]]);

    await settingsWith(admin, 'soc2', { status: 'inactive', complianceThreshold: 0 });
    expect(await shown(admin)).toEqual([['soc2', 'progress', 3]]);
    expect((await frameworkSettings(admin, 'soc2'))!.settings.status).toBe('inactive');
    expect((await frameworkSetup(admin, 'soc2'))!.answers).toMatchObject({ scope: 'Production on AWS, engineering', reportType: 'type2' });
    expect(complianceSummary(await listOrganizationFrameworks(admin))).toEqual({ activeFrameworks: 0, complianceScore: 3 });

    await settingsWith(admin, 'soc2', { status: 'maintenance' });
    expect(await shown(admin)).toEqual([['soc2', 'review', 3]]);
    expect((await frameworkSettings(admin, 'soc2'))!.settings.status).toBe('maintenance');

    await settingsWith(admin, 'soc2', { status: 'active' });
    expect(await shown(admin)).toEqual([['soc2', 'active', 3]]);
    expect(await summaries(admin)).toContain('Changed the SOC 2 Type II settings and its status to inactive');
  });

  it('refuses a stale version and a viewer, and another organization does not find it', async () => {
    const admin = await founder('Guarded');
    await addFrameworks(admin, ['soc2']);
    const paused = { ...defaultFrameworkSettings(), status: 'inactive' as const };
    expect((await refusal(saveFrameworkSettings(admin, 'soc2', paused, 7))).message).toBe(STALE_MESSAGE);
    expect((await refusal(saveFrameworkSettings(await joinAs(admin, 'viewer'), 'soc2', paused, 1))).kind).toBe('forbidden');
    expect((await refusal(saveFrameworkSettings(await founder('Elsewhere'), 'soc2', paused, 1))).kind).toBe('not-found');
  });
});

describe('ISO 27001', () => {
  it('becomes Active when its last setup step is done', async () => {
    const admin = await founder('Certifier');
    await addFrameworks(admin, ['iso27001']);
    const [last, ...others] = [...isoSteps].reverse();
    await (
      await getDb()
    ).transaction((tx) =>
      writeIsoSetupIn(
        tx,
        admin.organizationId,
        others.map((step) => ({ id: step.id, at: now.toISOString(), by: 'Ana' })),
      ),
    );
    expect((await frameworkSettings(admin, 'iso27001'))!.settings.status).toBe('inactive');
    const version = (await frameworkSettings(admin, 'iso27001'))!.version;
    await completeIsoStep(admin, last!.id, version);
    expect((await frameworkSettings(admin, 'iso27001'))!.settings.status).toBe('active');
    expect(await shown(admin)).toEqual([['iso27001', 'review', 0]]);
    expect(await summaries(admin)).toContain('Completed every ISO 27001 setup step and activated ISO 27001');
  });

  it('stays In Progress while a step is left', async () => {
    const admin = await founder('Halfway');
    await addFrameworks(admin, ['iso27001']);
    await completeIsoStep(admin, isoSteps[0]!.id, 1);
    expect(await shown(admin)).toEqual([['iso27001', 'progress', 0]]);
  });
});

describe('the compliance score of a new organization', () => {
  it('moves the day a framework is added, before any setup, and counts it active once set up', async () => {
    const admin = await founder('Newcomer');
    expect(complianceSummary(await listOrganizationFrameworks(admin))).toEqual({ activeFrameworks: 0, complianceScore: null });
    await addFrameworks(admin, ['soc2', 'hitrust']);
    await coverSoc2(admin, 7);
    // SOC 2's first seven criteria: 7 of 61 met, 11% (CC2.3 also needs GOV-08, the authority contacts, which is
    // not among their controls); HITRUST CSF is not measured.
    expect(complianceSummary(await listOrganizationFrameworks(admin))).toEqual({ activeFrameworks: 0, complianceScore: 11 });
    await saveFrameworkSetup(admin, 'hitrust', answersFor(admin), 1, now);
    expect(complianceSummary(await listOrganizationFrameworks(admin))).toEqual({ activeFrameworks: 1, complianceScore: 11 });
  });
});
