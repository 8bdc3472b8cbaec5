import { libraryControls } from '@/lib/catalog/controls';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { libraryFramework, requirementsOf } from '@/lib/catalog/library';
import { frameworkPreviewOf, noRequirementsText } from '@/lib/domain/frameworks/preview';
import type { StoredControlState } from '@/lib/domain/frameworks/controls';

const entry = (id: string) => frameworkDirectory.find((framework) => framework.id === id)!;
const implemented = (id: string): [string, StoredControlState] => [
  id,
  { state: 'implemented', reason: '', ownerMemberId: null, note: '', version: 1 },
];

/** Every control has current evidence, so the overlap follows the control states alone; one test takes it away. */
const allEvidenced = new Set(libraryControls.map((control) => control.id));

describe('frameworkPreviewOf', () => {
  it('answers a framework the library does not hold with its name and description, and no requirement list', () => {
    const preview = frameworkPreviewOf(entry('hitrust'), undefined, libraryControls, new Map(), allEvidenced);
    expect(preview).toEqual({ id: 'hitrust', name: 'HITRUST CSF', description: entry('hitrust').description, library: null });
    expect(noRequirementsText('HITRUST CSF')).toBe(
      'The control library does not hold the requirements of HITRUST CSF yet, so there is nothing to preview or measure. Its requirement list is coming.',
    );
  });

  it('answers a library framework with no requirements as having no list (never 0 of 0)', () => {
    const empty = { id: 'soc2' as const, name: 'Empty', edition: 'None', groups: [{ id: 'x', title: 'X', requirements: [] }] };
    expect(frameworkPreviewOf(entry('soc2'), empty, libraryControls, new Map(), allEvidenced).library).toBeNull();
  });

  it('does not count an implemented control without current evidence toward the overlap', () => {
    const iso = libraryFramework('iso27001');
    const forA51 = libraryControls.filter((control) => control.maps.includes('iso27001:A.5.1'));
    const stored = new Map(forA51.map((control) => implemented(control.id)));
    const a51Of = (evidenced: ReadonlySet<string>) =>
      frameworkPreviewOf(entry('iso27001'), iso, libraryControls, stored, evidenced)
        .library!.groups.flatMap((group) => group.requirements)
        .find((requirement) => requirement.id === 'A.5.1')!;
    expect(a51Of(allEvidenced).met).toBe(true);
    expect(a51Of(new Set()).met).toBe(false);
  });

  it("lists the library's requirements in its groups, with official identifiers, mapped controls and the overlap", () => {
    const iso = libraryFramework('iso27001');
    const forA51 = libraryControls.filter((control) => control.maps.includes('iso27001:A.5.1'));
    const preview = frameworkPreviewOf(
      entry('iso27001'),
      iso,
      libraryControls,
      new Map(forA51.map((control) => implemented(control.id))),
      allEvidenced,
    );
    const library = preview.library!;
    expect(library.edition).toBe('ISO/IEC 27001:2022');
    expect(library.total).toBe(requirementsOf(iso).length);
    expect(library.groups.map((group) => group.heading)).toEqual(iso.groups.map((group) => `${group.id} ${group.title}`));
    const annexA = library.groups.find((group) => group.heading.startsWith('A.5 '))!;
    const a51 = annexA.requirements.find((requirement) => requirement.id === 'A.5.1')!;
    expect(a51.met).toBe(true);
    expect(a51.controls.map((control) => control.id).sort()).toEqual(forA51.map((control) => control.id).sort());
    expect(a51.controls.every((control) => control.stateText === 'Implemented')).toBe(true);
    expect(library.met).toBe(library.groups.flatMap((group) => group.requirements).filter((requirement) => requirement.met).length);
    expect(library.met).toBeGreaterThanOrEqual(1);
    const unmet = annexA.requirements.find((requirement) => !requirement.met)!;
    expect(unmet.controls.some((control) => control.stateText === 'Not Started')).toBe(true);
  });

  it('marks HIPAA requirements Required or Addressable', () => {
    const preview = frameworkPreviewOf(entry('hipaa'), libraryFramework('hipaa'), libraryControls, new Map(), allEvidenced);
    const kinds = new Set(preview.library!.groups.flatMap((group) => group.requirements.map((requirement) => requirement.kind)));
    expect(kinds).toEqual(new Set(['required', 'addressable']));
    expect(preview.library!.met).toBe(0);
  });
});
