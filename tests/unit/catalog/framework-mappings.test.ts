/** @jest-environment node */
import { governanceControls } from '@/lib/catalog/control-domains/governance';
import { libraryControls, withExtraMaps } from '@/lib/catalog/controls';
import { bsaAmlMapping } from '@/lib/catalog/frameworks/bsa-aml-mapping';
import { fcraMapping } from '@/lib/catalog/frameworks/fcra-mapping';
import { fdaPart11Mapping } from '@/lib/catalog/frameworks/fda-part11-mapping';
import { fincenBoiMapping } from '@/lib/catalog/frameworks/fincen-boi-mapping';
import { glbaMapping } from '@/lib/catalog/frameworks/glba-mapping';
import { hitechMapping } from '@/lib/catalog/frameworks/hitech-mapping';
import { extraMapsOf } from '@/lib/catalog/frameworks/mapping';
import { nistCsfMapping } from '@/lib/catalog/frameworks/nist-csf-mapping';
import type { LibraryControl } from '@/lib/catalog/types';

const control = (id: string, maps: string[]): LibraryControl => ({ id, name: id, asks: 'a', evidence: 'e', owner: 'IT', maps });
const mappings = { glbaMapping, hitechMapping, fdaPart11Mapping, bsaAmlMapping, fcraMapping, fincenBoiMapping, nistCsfMapping };
const libraryControl = (id: string) => libraryControls.find((candidate) => candidate.id === id)!;

describe('extraMapsOf', () => {
  it('turns requirement rows into the keys each control gains, in row order', () => {
    expect(extraMapsOf('glba', { '314.4(a)': ['GOV-02'], '314.4(c)(5)': ['AC-05', 'GOV-02'] })).toEqual({
      'GOV-02': ['glba:314.4(a)', 'glba:314.4(c)(5)'],
      'AC-05': ['glba:314.4(c)(5)'],
    });
    expect(extraMapsOf('fcra', {})).toEqual({});
  });
});

describe('withExtraMaps', () => {
  const base = [control('AC-01', ['soc2:CC6.1']), control('AC-02', ['soc2:CC6.2'])];

  it('adds the keys after the control’s own, once, and leaves other controls as they were', () => {
    const merged = withExtraMaps(base, [{ 'AC-01': ['glba:314.4(c)(1)(ii)', 'soc2:CC6.1'] }, { 'AC-01': ['glba:314.4(c)(1)(ii)'] }]);
    expect(merged[0]!.maps).toEqual(['soc2:CC6.1', 'glba:314.4(c)(1)(ii)']);
    expect(merged[1]).toBe(base[1]);
    expect(base[0]!.maps).toEqual(['soc2:CC6.1']);
  });

  it('refuses a mapping that names a control the set lacks', () => {
    expect(() => withExtraMaps(base, [{ 'AC-99': ['glba:314.4(a)'] }])).toThrow('Mapping names unknown controls: AC-99');
  });
});

describe('the mapping files of the frameworks added to the library', () => {
  it.each(Object.entries(mappings))('%s names only controls of the library', (_name, mapping) => {
    const ids = new Set(libraryControls.map((candidate) => candidate.id));
    expect(Object.keys(mapping).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('leaves the maps of the existing domain files untouched and adds to them through the merge', () => {
    const policy = governanceControls.find((candidate) => candidate.id === 'GOV-01')!;
    expect(policy.maps.some((key) => key.startsWith('nist-csf:'))).toBe(false);
    expect(libraryControl('GOV-01').maps).toEqual(expect.arrayContaining([...policy.maps, 'nist-csf:GV.PO-01', 'nist-csf:GV.PO-02']));
  });

  it('carries the published crosswalk links of the new frameworks', () => {
    expect(libraryControl('AC-05').maps).toEqual(expect.arrayContaining(['glba:314.4(c)(5)', 'nist-csf:PR.AA-03']));
    expect(libraryControl('CRY-02').maps).toEqual(expect.arrayContaining(['glba:314.4(c)(3)', 'nist-csf:PR.DS-01']));
    expect(libraryControl('OPS-01').maps).toEqual(expect.arrayContaining(['fda-part11:11.10(e)', 'glba:314.4(c)(8)', 'nist-csf:PR.PS-04']));
    expect(libraryControl('INC-08').maps).toEqual(expect.arrayContaining(['hitech:164.410(a)', 'nist-csf:GV.SC-08']));
    expect(libraryControl('AST-07').maps).toEqual(expect.arrayContaining(['fcra:§1681w', 'glba:314.4(c)(6)(i)']));
  });

  it('gives narrow duties a control of their own', () => {
    const only = (key: string) => libraryControls.filter((candidate) => candidate.maps.includes(key)).map((candidate) => candidate.id);
    expect(only('glba:314.4(j)(1)')).toEqual(['BRN-05']);
    expect(only('hitech:164.406(a)')).toEqual(['BRN-03']);
    expect(only('fda-part11:11.70')).toEqual(['ERS-08']);
    expect(only('bsa-aml:1020.210(a)(2)(ii)')).toEqual(['AML-03']);
    expect(only('fincen-boi:1010.380(c)(2)')).toEqual(['AML-08']);
    expect(only('fcra:§1681b(b)(2)')).toEqual(['CRA-03']);
  });
});
