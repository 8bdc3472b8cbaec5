import { libraryControls } from '@/lib/catalog/controls';
import { libraryFramework } from '@/lib/catalog/library';
import { libraryAlsoSatisfies } from '@/lib/catalog/library-crosswalk';
import { frameworkDetailOf, withAlsoSatisfies } from '@/lib/domain/frameworks/controls';

const detail = frameworkDetailOf(libraryFramework('soc2'), libraryControls, new Map(), new Map(), new Set());
const requirement = (groups: typeof detail.groups, id: string) =>
  groups.flatMap((group) => group.requirements).find((candidate) => candidate.id === id)!;

describe('withAlsoSatisfies', () => {
  it("sets each requirement's lines and leaves the rest of the detail as it was", () => {
    const lines = new Map([
      ['CC8.1', ['ISO 27001 A.8.32', 'PCI DSS 6.5']],
      ['CC1.1', []],
    ]);
    const shown = withAlsoSatisfies(detail, lines);
    expect(requirement(shown.groups, 'CC8.1').alsoSatisfies).toEqual(['ISO 27001 A.8.32', 'PCI DSS 6.5']);
    // No line, or an empty list: nothing is sent for the requirement.
    expect('alsoSatisfies' in requirement(shown.groups, 'CC1.1')).toBe(false);
    expect('alsoSatisfies' in requirement(shown.groups, 'CC6.1')).toBe(false);
    expect({ ...shown, groups: [] }).toEqual({ ...detail, groups: [] });
    expect(shown.groups.map((group) => group.requirements.map((r) => r.controls))).toEqual(
      detail.groups.map((group) => group.requirements.map((r) => r.controls)),
    );
  });

  it('does not change the detail it is given, nor the lines', () => {
    const lines = new Map([['CC8.1', ['PCI DSS 6.5']]]);
    const shown = withAlsoSatisfies(detail, lines);
    requirement(shown.groups, 'CC8.1').alsoSatisfies!.push('changed');
    expect(lines.get('CC8.1')).toEqual(['PCI DSS 6.5']);
    expect('alsoSatisfies' in requirement(detail.groups, 'CC8.1')).toBe(false);
  });

  it("gives SOC 2's detail the library's lines: a SOC 2-only criterion none, change management its ISO and PCI links", () => {
    const shown = withAlsoSatisfies(detail, libraryAlsoSatisfies('soc2'));
    expect(requirement(shown.groups, 'PI1.1').alsoSatisfies).toBeUndefined();
    expect(requirement(shown.groups, 'CC8.1').alsoSatisfies).toContain('PCI DSS 6.2, 6.5');
  });
});
