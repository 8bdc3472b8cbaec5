/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { libraryFramework, requirementKey, requirementsOf } from '@/lib/catalog/library';
import type { CatalogFrameworkId } from '@/lib/catalog/types';

// Each framework's official identifiers, its requirement count (an accidental deletion fails here) and its groups.
const expected: { id: CatalogFrameworkId; count: number; groups: string[]; idPattern: RegExp }[] = [
  {
    id: 'glba',
    count: 43,
    groups: ['314.3(a)', ...['(a)', '(b)', '(c)', '(d)', '(e)', '(f)', '(g)', '(h)', '(i)', '(j)'].map((element) => `314.4${element}`)],
    idPattern: /^(314\.3\(a\)|314\.4\([a-j]\)(\(\d\)(\((i|ii|iii)\))?)?)$/,
  },
  {
    id: 'hitech',
    count: 19,
    groups: ['164.402', '164.404', '164.406', '164.408', '164.410', '164.412', '164.414'],
    idPattern: /^164\.4(0[2-8]|1[0-4])(\([a-d]\)(\(\d\))?)?$/,
  },
  {
    id: 'fda-part11',
    count: 33,
    groups: ['11.10', '11.30', '11.50', '11.70', '11.100', '11.200', '11.300'],
    idPattern: /^11\.(10|30|50|70|100|200|300)(\([a-k]\)(\(\d\)(\((i|ii)\))?)?)?$/,
  },
  {
    id: 'bsa-aml',
    count: 40,
    groups: ['1020.210', '1022.210', '1022.380', '1020.220', '1010.230', 'sar', 'ctr', 'records'],
    idPattern:
      /^(1020\.210\([ab]\)(\(\d\)(\((i|ii|iii|iv|v)\)(\([AB]\))?)?)?|1022\.(210|380)\([a-d]\)(\(\d\))?|1020\.220\(a\)\(\d\)|1010\.230\([a-j]\)(\(\d\))?|10(20|22)\.320\([a-e]\)(\(\d\))?|1010\.31[13]|1010\.306\(a\)\(1\)|1010\.4[13]0\([a-f]\))$/,
  },
  {
    id: 'fcra',
    count: 27,
    groups: ['all-users', 'creditors', 'employers', 'marketing', 'furnishers'],
    idPattern: /^§1681(b|c|c-1|d|e|m|s-2|s-3|w)(\([a-z]\)(\(\d\))?)?$/,
  },
  {
    id: 'fincen-boi',
    count: 10,
    groups: ['1010.380(c)', '1010.380(a)', '1010.380(b)', '1010.380(d)', '1010.380(g)'],
    idPattern: /^1010\.380\([a-g]\)(\(\d\))?$/,
  },
];

const mappedKeys = new Set(libraryControls.flatMap((control) => control.maps));

describe.each(expected)('$id', ({ id, count, groups, idPattern }) => {
  const framework = libraryFramework(id);
  const ids = requirementsOf(framework).map((requirement) => requirement.id);

  it('keeps its fixed requirement count, its groups in the source order and unique ids', () => {
    expect(ids).toHaveLength(count);
    expect(framework.groups.map((group) => group.id)).toEqual(groups);
    expect(ids.filter((requirementId, index) => ids.indexOf(requirementId) !== index)).toEqual([]);
  });

  it('identifies every requirement by its official citation', () => {
    expect(ids.filter((requirementId) => !idPattern.test(requirementId))).toEqual([]);
  });

  it('gives every group and requirement a short title, and no HIPAA kind', () => {
    for (const group of framework.groups) {
      expect(group.title.trim().length).toBeGreaterThan(0);
      for (const requirement of group.requirements) {
        expect({ id: requirement.id, ok: requirement.title.trim().length > 0 && requirement.title.length <= 90 }).toEqual({
          id: requirement.id,
          ok: true,
        });
        expect(requirement.kind).toBeUndefined();
      }
    }
  });

  it('maps every requirement to a control, and no control to a requirement it lacks', () => {
    expect(ids.filter((requirementId) => !mappedKeys.has(requirementKey(id, requirementId)))).toEqual([]);
    const known = new Set(ids.map((requirementId) => requirementKey(id, requirementId)));
    const stray = [...mappedKeys].filter((key) => key.startsWith(`${id}:`) && !known.has(key));
    expect(stray).toEqual([]);
  });
});

describe('editions and the duties they state', () => {
  it('names the editions in force', () => {
    expect(libraryFramework('glba').edition).toMatch(/^16 CFR Part 314/);
    expect(libraryFramework('hitech').edition).toBe('45 CFR Part 164, Subpart D (§164.400–164.414)');
    expect(libraryFramework('fda-part11').edition).toMatch(/Subparts B and C/);
    expect(libraryFramework('bsa-aml').edition).toMatch(
      /1020\.210.*1022\.210.*1022\.380.*1020\.220.*1010\.230.*1020\.320.*1010\.311.*1010\.410/,
    );
    expect(libraryFramework('fincen-boi').edition).toMatch(/interim final rule of 26 March 2025/);
  });

  it('states that only foreign reporting companies report beneficial ownership since March 2025', () => {
    const titles = requirementsOf(libraryFramework('fincen-boi')).map((requirement) => requirement.title);
    expect(titles).toContain('Decide whether the company is a foreign reporting company');
    expect(titles).toContain('Identify non-US individuals with substantial control or 25% ownership');
  });

  it('includes the 2023 FTC notice element of the Safeguards Rule and the five AML pillars', () => {
    expect(requirementsOf(libraryFramework('glba')).map((requirement) => requirement.id)).toEqual(
      expect.arrayContaining(['314.4(j)(1)', '314.4(c)(5)', '314.4(i)(1)']),
    );
    expect(requirementsOf(libraryFramework('bsa-aml')).map((requirement) => requirement.id)).toEqual(
      expect.arrayContaining([
        '1020.210(a)(2)(i)',
        '1020.210(a)(2)(ii)',
        '1020.210(a)(2)(iii)',
        '1020.210(a)(2)(iv)',
        '1020.210(a)(2)(v)(A)',
      ]),
    );
  });
});
