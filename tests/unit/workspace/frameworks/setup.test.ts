/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { isoPhases } from '@/lib/catalog/iso-setup';
import { getDb } from '@/lib/db/client';
import { defaultFrameworkSettings } from '@/lib/domain/frameworks/settings';
import { initialHipaaChoices, answersOf } from '@/lib/domain/frameworks/hipaa-wizard';
import { isoSetupView } from '@/lib/domain/frameworks/iso-setup';
import { seedControlStates } from '@/lib/seed/control-states';
import { seedEvidence } from '@/lib/seed/evidence';
import { controlsWithCurrentEvidence } from '@/lib/workspace/evidence';
import { seedFrameworkSetup } from '@/lib/seed/framework-setup';
import { seedFrameworks } from '@/lib/seed/frameworks';
import { listActivity } from '@/lib/workspace/activity';
import { listControlStates, setControlState } from '@/lib/workspace/frameworks';
import { activateHipaa, completeIsoStep, frameworkSettings, hipaaSetup, isoSetup, saveFrameworkSettings } from '@/lib/workspace/frameworks';
import { addFrameworks, listOrganizationFrameworks, progressOf, readFrameworkDetail } from '@/lib/workspace/frameworks';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { currentEvidenceFor } from '../evidence/fixtures';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('framework-setup');

const answers = {
  ...answersOf(initialHipaaChoices()),
  organizationName: 'Acme Health',
  sector: 'clinic' as const,
  phiTypes: ['genetic' as const],
  rules: [],
  policies: ['encryption' as const],
};
const summaries = async (member: Member) => (await listActivity(member)).entries.map((entry) => entry.summary);

/** The Annex A requirements the ISO 27001 framework page shows as met. */
async function annexAMetOnFrameworkPage(member: Member): Promise<number> {
  const { detail } = await readFrameworkDetail(member, 'iso27001');
  return detail.groups.filter((group) => group.id.startsWith('A.')).flatMap((group) => group.requirements.filter((r) => r.met)).length;
}

describe('HIPAA activation', () => {
  it('activates HIPAA in an organization that does not follow it, storing the answers with the locked items', async () => {
    const admin = await founder('Healer');
    expect(await hipaaSetup(admin)).toEqual({ status: null, answers: null, version: 0 });
    const saved = await activateHipaa(admin, answers, 0);
    expect(saved).toMatchObject({ status: 'active', version: 1, wasActive: false });
    const stored = await hipaaSetup(admin);
    expect(stored.status).toBe('active');
    expect(stored.answers).toMatchObject({ organizationName: 'Acme Health', sector: 'clinic', phiTypes: ['genetic'] });
    expect(stored.answers?.rules).toEqual(['privacy-rule', 'security-rule']);
    expect(stored.answers?.policies).toEqual(['encryption', 'security-officer', 'user-authentication']);
    // Active (its setup is done), shown Review Required while its 0% is below the 95% threshold.
    expect((await frameworkSettings(admin, 'hipaa'))!.settings.status).toBe('active');
    expect((await listOrganizationFrameworks(admin)).map((row) => [row.frameworkId, row.status])).toEqual([['hipaa', 'review']]);
    expect(await summaries(admin)).toContain('Activated HIPAA');
  });

  it('activates a HIPAA added from Add Framework with the version read, and refuses a stale one', async () => {
    const admin = await founder('Adder');
    await addFrameworks(admin, ['hipaa']);
    const read = await hipaaSetup(admin);
    expect(read).toMatchObject({ status: 'progress', answers: null, version: 1 });
    expect((await refusal(activateHipaa(admin, answers, 0))).message).toBe(STALE_MESSAGE);
    await activateHipaa(admin, answers, read.version);
    expect((await refusal(activateHipaa(admin, { ...answers, organizationName: 'Late' }, read.version))).message).toBe(STALE_MESSAGE);
    expect((await hipaaSetup(admin)).answers?.organizationName).toBe('Acme Health');
  });

  it('updates the answers of an active HIPAA, with its own activity row', async () => {
    const admin = await founder('Updater');
    await activateHipaa(admin, answers, 0);
    const updated = await activateHipaa(admin, { ...answers, organizationName: 'Acme Clinics' }, 1);
    expect(updated).toMatchObject({ wasActive: true, version: 2 });
    expect((await hipaaSetup(admin)).answers?.organizationName).toBe('Acme Clinics');
    expect(await summaries(admin)).toContain('Updated the HIPAA activation answers');
  });

  it('refuses a viewer, and keeps each organization to its own', async () => {
    const admin = await founder('Owner');
    const viewer = await joinAs(admin, 'viewer');
    expect((await refusal(activateHipaa(viewer, answers, 0))).kind).toBe('forbidden');
    expect((await hipaaSetup(admin)).status).toBeNull();
    const member = await joinAs(admin, 'member');
    await activateHipaa(member, answers, 0);
    const stranger = await founder('Stranger');
    expect(await hipaaSetup(stranger)).toEqual({ status: null, answers: null, version: 0 });
  });
});

describe('ISO 27001 setup', () => {
  it('is null for an organization that does not follow ISO 27001', async () => {
    expect(await isoSetup(await founder('No ISO'))).toBeNull();
  });

  it('counts Annex A from the library (93 controls of ISO/IEC 27001:2022), the control states and their evidence', async () => {
    const admin = await founder('Annex');
    await addFrameworks(admin, ['iso27001']);
    const before = await isoSetup(admin);
    expect(before).toMatchObject({ doneSteps: [], version: 1, annexA: { total: 93, met: 0, edition: 'ISO/IEC 27001:2022' } });
    const forA51 = libraryControls.filter((candidate) => candidate.maps.includes('iso27001:A.5.1'));
    expect(forA51.length).toBeGreaterThan(0);
    for (const control of forA51)
      await setControlState(admin, control.id, { state: 'implemented', reason: '', ownerMemberId: '', note: '', version: 0 });
    // Implemented without evidence: nothing is met yet.
    expect((await isoSetup(admin))!.annexA.met).toBe(0);
    await currentEvidenceFor(
      admin,
      forA51.map((control) => control.id),
    );
    const after = await isoSetup(admin);
    expect(after!.annexA.met).toBeGreaterThanOrEqual(1);
    expect(after!.annexA.met).toBe(await annexAMetOnFrameworkPage(admin));
  });

  it('marks a step done with who and when, version-checked, with an activity row', async () => {
    const admin = await founder('Stepper');
    await addFrameworks(admin, ['iso27001']);
    const saved = await completeIsoStep(admin, 'isms-scope', 1);
    expect(saved.version).toBe(2);
    expect(saved.doneSteps).toEqual([{ id: 'isms-scope', at: expect.any(String), by: admin.displayName }]);
    expect(await summaries(admin)).toContain('Completed the ISO 27001 setup step Define ISMS scope');
    expect((await refusal(completeIsoStep(admin, 'roles', 1))).message).toBe(STALE_MESSAGE);
    expect((await refusal(completeIsoStep(admin, 'isms-scope', 2))).kind).toBe('invalid');
    expect((await refusal(completeIsoStep(admin, 'no-such-step', 2))).kind).toBe('not-found');
    expect((await isoSetup(admin))!.doneSteps.map((step) => step.id)).toEqual(['isms-scope']);
  });

  it('refuses a viewer and an organization without ISO 27001', async () => {
    const admin = await founder('Iso Owner');
    await addFrameworks(admin, ['iso27001']);
    const viewer = await joinAs(admin, 'viewer');
    expect((await refusal(completeIsoStep(viewer, 'isms-scope', 1))).kind).toBe('forbidden');
    const stranger = await founder('Iso Stranger');
    expect((await refusal(completeIsoStep(stranger, 'isms-scope', 1))).kind).toBe('not-found');
    expect((await isoSetup(admin))!.doneSteps).toEqual([]);
  });

  it("seeds the demo's setup: 8 of 12 steps, 65% complete, Annex A from its control states", async () => {
    const admin = await founder('Demo Like');
    const db = await getDb();
    const now = new Date();
    await db.transaction(async (tx) => {
      await seedFrameworks(tx, admin.organizationId, now);
      await seedControlStates(tx, admin.organizationId, now);
      await seedEvidence(tx, admin.organizationId, now);
      await seedFrameworkSetup(tx, admin.organizationId, now);
    });
    const record = (await isoSetup(admin))!;
    const view = isoSetupView({
      phases: isoPhases,
      doneSteps: record.doneSteps,
      annexA: record.annexA,
      startedAt: record.addedAt,
      today: now,
    });
    expect(view.summary).toMatchObject({ stepsDone: 8, stepsTotal: 12, percentComplete: 65, annexAControls: 93 });
    // The Annex A figure is the framework page's count of met Annex A controls; progress also counts clauses 4 to 10.
    expect(view.summary.implemented).toBe(await annexAMetOnFrameworkPage(admin));
    const evidenced = await controlsWithCurrentEvidence(admin);
    expect(progressOf('iso27001', await listControlStates(admin), evidenced)).toBe(92);
    expect((await hipaaSetup(admin)).status).toBeNull();
    expect((await listOrganizationFrameworks(admin)).find((row) => row.frameworkId === 'iso27001')?.status).toBe('progress');
  });
});

describe('framework settings', () => {
  it('reads the defaults under the framework name until settings are stored', async () => {
    const admin = await founder('Settler');
    expect(await frameworkSettings(admin, 'soc2')).toBeNull();
    expect(await frameworkSettings(admin, 'nope')).toBeNull();
    await addFrameworks(admin, ['soc2', 'gdpr']);
    const soc2 = (await frameworkSettings(admin, 'soc2'))!;
    expect(soc2).toMatchObject({ stored: false, version: 1, name: 'SOC 2 Type II' });
    // Status shows the framework's own: In Progress reads inactive until its setup is done.
    expect(soc2.settings).toEqual({ ...defaultFrameworkSettings(), status: 'inactive' });
    expect(soc2.setup).toEqual({ done: false, href: '/manage/frameworkSetup?framework=soc2' });
    expect((await frameworkSettings(admin, 'gdpr'))!.settings.name).toBe('GDPR');
  });

  it('stores settings with the version read, refuses a stale one, and writes an activity row', async () => {
    const admin = await founder('Saver');
    await addFrameworks(admin, ['soc2']);
    const settings = { ...defaultFrameworkSettings(), status: 'inactive' as const, complianceThreshold: 80, apiAccess: true };
    const saved = await saveFrameworkSettings(admin, 'soc2', settings, 1);
    expect(saved).toMatchObject({ version: 2, stored: true });
    expect((await frameworkSettings(admin, 'soc2'))!.settings).toMatchObject({ complianceThreshold: 80, apiAccess: true });
    expect((await refusal(saveFrameworkSettings(admin, 'soc2', { ...settings, complianceThreshold: 10 }, 1))).message).toBe(STALE_MESSAGE);
    expect((await frameworkSettings(admin, 'soc2'))!.settings.complianceThreshold).toBe(80);
    expect(await summaries(admin)).toContain('Changed the SOC 2 Type II settings');
  });

  it('refuses a viewer, an unknown framework and one the organization does not follow', async () => {
    const admin = await founder('Guard');
    await addFrameworks(admin, ['soc2']);
    const viewer = await joinAs(admin, 'viewer');
    expect((await refusal(saveFrameworkSettings(viewer, 'soc2', defaultFrameworkSettings(), 1))).kind).toBe('forbidden');
    expect((await refusal(saveFrameworkSettings(admin, 'nope', defaultFrameworkSettings(), 1))).kind).toBe('not-found');
    expect((await refusal(saveFrameworkSettings(admin, 'gdpr', defaultFrameworkSettings(), 1))).kind).toBe('not-found');
    const stranger = await founder('Settings Stranger');
    expect((await refusal(saveFrameworkSettings(stranger, 'soc2', defaultFrameworkSettings(), 1))).kind).toBe('not-found');
    expect((await frameworkSettings(admin, 'soc2'))!.stored).toBe(false);
  });
});
