/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { requirementsOf, libraryFramework } from '@/lib/catalog/library';
import { UNASSIGNED } from '@/lib/domain/frameworks/gap-list';
import { pageOfGapLists } from '@/lib/domain/frameworks/gap-pages';
import { addFrameworks, frameworkGapList, readAssessment, readFrameworkPreview, setControlState } from '@/lib/workspace/frameworks';
import { currentEvidenceFor } from '../evidence/fixtures';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('gaps');

const forRequirement = (key: string) => libraryControls.filter((control) => control.maps.includes(key));
const edit = { reason: '', note: '', version: 0 };

describe('Framework preview', () => {
  it('previews any directory framework for a viewer, followed or not, with the overlap of the control states', async () => {
    const admin = await founder('Previewer');
    const viewer = await joinAs(admin, 'viewer');
    const controls = forRequirement('hipaa:164.308(a)(1)(ii)(A)');
    for (const control of controls) await setControlState(admin, control.id, { ...edit, state: 'implemented', ownerMemberId: '' });
    // Implemented controls count toward the overlap only with current evidence.
    expect((await readFrameworkPreview(viewer, 'hipaa')).preview.library!.met).toBe(0);
    await currentEvidenceFor(
      admin,
      controls.map((control) => control.id),
    );
    const { preview, followed } = await readFrameworkPreview(viewer, 'hipaa');
    expect(followed).toBe(false);
    expect(preview.library!.total).toBe(requirementsOf(libraryFramework('hipaa')).length);
    expect(preview.library!.met).toBeGreaterThanOrEqual(1);
    await addFrameworks(admin, ['hipaa']);
    expect((await readFrameworkPreview(viewer, 'hipaa')).followed).toBe(true);
  });

  it('says a framework outside the library has no requirement list, and an unknown id is not found', async () => {
    const admin = await founder('Coming');
    expect((await readFrameworkPreview(admin, 'hitrust')).preview.library).toBeNull();
    expect((await readFrameworkPreview(admin, 'glba')).preview.library!.total).toBe(requirementsOf(libraryFramework('glba')).length);
    expect((await refusal(readFrameworkPreview(admin, 'no-such-framework'))).kind).toBe('not-found');
  });

  it("never shows another organization's control states", async () => {
    const admin = await founder('Implementer');
    for (const control of libraryControls) await setControlState(admin, control.id, { ...edit, state: 'implemented', ownerMemberId: '' });
    await currentEvidenceFor(
      admin,
      libraryControls.map((control) => control.id),
    );
    const stranger = await founder('Preview Stranger');
    expect((await readFrameworkPreview(stranger, 'ccpa')).preview.library!.met).toBe(0);
    expect((await readFrameworkPreview(admin, 'ccpa')).preview.library!.met).toBe(requirementsOf(libraryFramework('ccpa')).length);
  });
});

describe('Assessment gap lists', () => {
  it("lists the followed library frameworks' unmet requirements with owners, and names the unmeasured ones", async () => {
    const admin = await founder('Assessor');
    const mate = await joinAs(admin, 'member');
    await addFrameworks(admin, ['ccpa', 'hitrust']);
    const [first] = forRequirement('ccpa:1798.105');
    await setControlState(admin, first!.id, { ...edit, state: 'in-progress', ownerMemberId: mate.id, note: 'Drafting' });
    const { lists, unmeasured } = await readAssessment(admin);
    expect(lists.map((list) => list.frameworkId)).toEqual(['ccpa']);
    expect(unmeasured).toEqual(['HITRUST CSF']);
    const deletion = lists[0]!.gaps.find((gap) => gap.id === '1798.105')!;
    expect(deletion.missing.find((control) => control.id === first!.id)).toMatchObject({
      state: 'in-progress',
      owner: mate.displayName,
      note: 'Drafting',
    });
    expect(deletion.missing.filter((control) => control.id !== first!.id).every((control) => control.owner === UNASSIGNED)).toBe(true);
    expect(deletion.due).toBeNull();
    expect(lists[0]!.gaps).toHaveLength(requirementsOf(libraryFramework('ccpa')).length);
  });

  it('narrows to one framework, and to nothing for a framework not followed', async () => {
    const admin = await founder('Narrow');
    await addFrameworks(admin, ['soc2', 'gdpr']);
    expect((await readAssessment(admin, 'gdpr')).lists.map((list) => list.frameworkId)).toEqual(['gdpr']);
    expect(await readAssessment(admin, 'hipaa')).toEqual({ lists: [], unmeasured: [] });
  });

  it('keeps each organization to its own frameworks, and lets a viewer read them', async () => {
    const admin = await founder('Own Gaps');
    await addFrameworks(admin, ['soc2']);
    const viewer = await joinAs(admin, 'viewer');
    expect((await readAssessment(viewer)).lists.map((list) => list.frameworkId)).toEqual(['soc2']);
    const stranger = await founder('Gap Stranger');
    expect(await readAssessment(stranger)).toEqual({ lists: [], unmeasured: [] });
  });

  it("pages a narrowed assessment through that framework's gaps only, and another organization's never", async () => {
    const admin = await founder('Paged Gaps');
    await addFrameworks(admin, ['soc2', 'gdpr']);
    const other = await founder('Other Paged Gaps');
    await addFrameworks(other, ['pci-dss']);
    const { lists } = await readAssessment(admin, 'soc2');
    const soc2Gaps = lists[0]!.gaps.length;
    expect(soc2Gaps).toBeGreaterThan(20);
    const pages = [1, 2].map((page) => pageOfGapLists(lists, page));
    expect(pages.flatMap((page) => page.lists.map((list) => list.frameworkId))).toEqual(['soc2', 'soc2']);
    expect(pages.map((page) => page.total)).toEqual([soc2Gaps, soc2Gaps]);
    expect(pageOfGapLists((await readAssessment(admin)).lists, 99).lists.map((list) => list.frameworkId)).not.toContain('pci-dss');
  });

  it('answers the gap list of a library framework followed or not, and not found outside the library', async () => {
    const admin = await founder('Ccpa Plan');
    const gaps = await frameworkGapList(admin, 'ccpa');
    expect(gaps.gaps.length).toBe(requirementsOf(libraryFramework('ccpa')).length);
    expect((await refusal(frameworkGapList(admin, 'hitrust'))).kind).toBe('not-found');
  });
});
