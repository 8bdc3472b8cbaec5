/** @jest-environment node */
import { alsoSatisfiesLines, crosswalkOf, sharedRequirementCount } from '@/lib/catalog/crosswalk';
import { libraryFrameworks, requirementsOf } from '@/lib/catalog/library';
import { libraryAlsoSatisfies, libraryCrosswalk } from '@/lib/catalog/library-crosswalk';
import type { RequirementSet } from '@/lib/catalog/types';

/** Three made-up frameworks and controls linking them, so every rule can be seen at work. */
const set = (id: string, name: string, groups: Record<string, string[]>): RequirementSet => ({
  id,
  name,
  edition: '',
  groups: Object.entries(groups).map(([groupId, ids]) => ({
    id: groupId,
    title: groupId,
    requirements: ids.map((rid) => ({ id: rid, title: rid })),
  })),
});
const alpha = set('alpha', 'Alpha', { A: ['A1', 'A2'], B: ['B1', 'B2'] });
const beta = set('beta', 'Beta', { X: ['X9', 'X1'], Y: ['Y1'] });
const gamma = set('gamma', 'Gamma Standard', { G: ['G1'] });
const frameworks = [alpha, beta, gamma];
const controls = [
  // Two of Beta's requirements, listed against their standard's order, and one of Gamma's.
  { id: 'C-01', maps: ['alpha:A1', 'beta:X1', 'beta:X9', 'gamma:G1'] },
  // The same Beta requirement again through a second control: listed once.
  { id: 'C-02', maps: ['alpha:A1', 'beta:X1', 'alpha:B1'] },
  // Alpha alone: its requirements share with each other, never with themselves.
  { id: 'C-03', maps: ['alpha:A2', 'alpha:B2'] },
  // A key of a framework not handed in links to nothing shown.
  { id: 'C-04', maps: ['alpha:B2', 'delta:D1'] },
];

describe('crosswalkOf', () => {
  const crosswalk = crosswalkOf(alpha, controls, frameworks);

  it('answers every requirement of the framework, in its order', () => {
    expect([...crosswalk.keys()]).toEqual(['A1', 'A2', 'B1', 'B2']);
  });

  it("lists the other frameworks' requirements sharing a control, frameworks in the order given, requirements in their standard's order, once each", () => {
    expect(crosswalk.get('A1')).toEqual([
      { frameworkId: 'beta', name: 'Beta', requirementIds: ['X9', 'X1'] },
      { frameworkId: 'gamma', name: 'Gamma Standard', requirementIds: ['G1'] },
    ]);
    expect(crosswalk.get('B1')).toEqual([{ frameworkId: 'beta', name: 'Beta', requirementIds: ['X1'] }]);
  });

  it('leaves out the framework itself, frameworks not handed in, and frameworks sharing nothing', () => {
    expect(crosswalk.get('A2')).toEqual([]);
    expect(crosswalk.get('B2')).toEqual([]);
    expect(crosswalkOf(alpha, controls, [alpha]).get('A1')).toEqual([]);
  });

  it('works from the other side too, and gives nothing for a requirement no control maps', () => {
    const fromBeta = crosswalkOf(beta, controls, frameworks);
    expect(fromBeta.get('X1')).toEqual([
      { frameworkId: 'alpha', name: 'Alpha', requirementIds: ['A1', 'B1'] },
      { frameworkId: 'gamma', name: 'Gamma Standard', requirementIds: ['G1'] },
    ]);
    expect(fromBeta.get('Y1')).toEqual([]);
    expect(crosswalkOf(alpha, [], frameworks).get('A1')).toEqual([]);
  });
});

describe('alsoSatisfiesLines', () => {
  it('gives one short line per framework: its name, then its requirement ids', () => {
    expect(alsoSatisfiesLines(crosswalkOf(alpha, controls, frameworks).get('A1')!)).toEqual(['Beta X9, X1', 'Gamma Standard G1']);
    expect(alsoSatisfiesLines([])).toEqual([]);
  });
});

describe('sharedRequirementCount', () => {
  const crosswalk = crosswalkOf(alpha, controls, frameworks);
  it('counts the requirements sharing a control with any followed framework', () => {
    expect(sharedRequirementCount(crosswalk, ['beta'])).toBe(2);
    expect(sharedRequirementCount(crosswalk, ['gamma'])).toBe(1);
    expect(sharedRequirementCount(crosswalk, ['beta', 'gamma'])).toBe(2);
  });
  it('counts nothing for no followed framework, an unknown one or the framework itself', () => {
    expect(sharedRequirementCount(crosswalk, [])).toBe(0);
    expect(sharedRequirementCount(crosswalk, ['delta'])).toBe(0);
    expect(sharedRequirementCount(crosswalk, ['alpha'])).toBe(0);
  });
});

describe("the library's crosswalk", () => {
  it('answers every requirement of each library framework, and nothing for a framework outside it', () => {
    for (const framework of libraryFrameworks) {
      expect([...libraryCrosswalk(framework.id).keys()]).toEqual(requirementsOf(framework).map((requirement) => requirement.id));
    }
    expect(libraryCrosswalk('hitrust').size).toBe(0);
    expect(libraryAlsoSatisfies('hitrust').size).toBe(0);
  });

  it('is the same answer read twice', () => {
    expect(libraryCrosswalk('soc2')).toBe(libraryCrosswalk('soc2'));
  });

  it('says SOC 2 change management also satisfies ISO 27001 A.8.25 to A.8.33 and PCI DSS 6.2 and 6.5', () => {
    // The six frameworks come first, in the library's order; frameworks added after them follow.
    expect(libraryAlsoSatisfies('soc2').get('CC8.1')?.slice(0, 2)).toEqual([
      // A.8.9: configurations change only through change management.
      'ISO 27001 8.1, A.5.8, A.8.9, A.8.25, A.8.26, A.8.27, A.8.28, A.8.29, A.8.30, A.8.31, A.8.32, A.8.33',
      'PCI DSS 6.2, 6.5',
    ]);
  });

  it('links SOC 2 monitoring to ISO 27001 performance evaluation and improvement', () => {
    expect(libraryAlsoSatisfies('soc2').get('CC4.1')?.[0]).toBe('ISO 27001 9.1, 9.2.1, 9.2.2, A.5.35, A.5.36, A.8.8');
    expect(libraryAlsoSatisfies('soc2').get('CC4.2')?.[0]).toBe('ISO 27001 9.3.1, 9.3.2, 9.3.3, 10.1, 10.2');
  });

  it('links availability and confidentiality to PCI DSS', () => {
    expect(libraryAlsoSatisfies('soc2').get('A1.2')).toContain('PCI DSS 12.10');
    expect(libraryAlsoSatisfies('soc2').get('A1.3')).toContain('PCI DSS 12.10');
    expect(libraryAlsoSatisfies('soc2').get('C1.1')).toContain('PCI DSS 3.5, 9.4');
    expect(libraryAlsoSatisfies('soc2').get('C1.2')).toContain('PCI DSS 9.4');
  });

  it('keeps each line short enough for the page to send a few strings per requirement', () => {
    for (const framework of libraryFrameworks) {
      for (const [id, lines] of libraryAlsoSatisfies(framework.id)) {
        expect({ id, long: lines.filter((line) => line.length > 400) }).toEqual({ id, long: [] });
      }
    }
  });
});
