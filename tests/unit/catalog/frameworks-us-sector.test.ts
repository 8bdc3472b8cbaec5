/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { canSpamMapping } from '@/lib/catalog/frameworks/can-spam-mapping';
import { canSpam } from '@/lib/catalog/frameworks/can-spam';
import { coppaMapping } from '@/lib/catalog/frameworks/coppa-mapping';
import { coppa } from '@/lib/catalog/frameworks/coppa';
import { ferpaMapping } from '@/lib/catalog/frameworks/ferpa-mapping';
import { ferpa } from '@/lib/catalog/frameworks/ferpa';
import { soxMapping } from '@/lib/catalog/frameworks/sox-mapping';
import { sox } from '@/lib/catalog/frameworks/sox';
import { tcpaMapping } from '@/lib/catalog/frameworks/tcpa-mapping';
import { tcpa } from '@/lib/catalog/frameworks/tcpa';
import { libraryFrameworks, requirementKey, requirementsOf } from '@/lib/catalog/library';
import type { LibraryFramework } from '@/lib/catalog/types';

type Case = [
  name: string,
  framework: LibraryFramework,
  mapping: Readonly<Record<string, readonly string[]>>,
  format: RegExp,
  groups: Record<string, number>,
];

const cases: Case[] = [
  // The product's own ITGC ids: 404-<area>-<n> (docs/frameworks/sox.md).
  ['sox', sox, soxMapping, /^404-(GOV|AC|CM|OP)-\d$/, { scope: 6, access: 8, change: 6, operations: 7 }],
  // 34 CFR 99.nn, optionally with paragraph (a), number, roman numeral and capital letter.
  [
    'ferpa',
    ferpa,
    ferpaMapping,
    /^99\.\d{1,2}(\([a-z]\)(\(\d+\))?(\([ivx]+\))?(\([A-Z]\))?)?$/,
    { notice: 2, access: 3, amendment: 3, disclosure: 14 },
  ],
  // 16 CFR 312.n with optional paragraph and number.
  ['coppa', coppa, coppaMapping, /^312\.\d{1,2}(\([a-z]\)(\(\d\))?)?$/, { notice: 4, consent: 5, parents: 3, security: 8 }],
  // The Act's §7704(x)(n)(X)(roman) or the rule's 316.n.
  [
    'can-spam',
    canSpam,
    canSpamMapping,
    /^(§7704\([ab]\)\(\d\)(\([A-Z]\)\([ivx]+\))?|316\.\d)$/,
    { content: 5, 'opt-out': 3, sending: 3, rule: 2 },
  ],
  // 47 CFR 64.1200(x)(n).
  ['tcpa', tcpa, tcpaMapping, /^64\.1200\([a-z]\)(\(\d{1,2}\))?$/, { consent: 5, conduct: 5, 'do-not-call': 7 }],
];

const controlIds = new Set(libraryControls.map((control) => control.id));

describe.each(cases)('the %s framework', (name, framework, mapping, format, groups) => {
  const requirements = requirementsOf(framework);
  const keys = requirements.map((requirement) => requirementKey(framework.id, requirement.id));

  it('is a framework of the library under its directory id', () => {
    expect(framework.id).toBe(name);
    expect(libraryFrameworks).toContain(framework);
    expect(framework.edition.trim()).not.toBe('');
  });

  it('keeps its groups and their requirement counts', () => {
    expect(Object.fromEntries(framework.groups.map((group) => [group.id, group.requirements.length]))).toEqual(groups);
    expect(requirements).toHaveLength(Object.values(groups).reduce((sum, count) => sum + count, 0));
  });

  it('has unique, well-formed requirement ids with short titles', () => {
    const ids = requirements.map((requirement) => requirement.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !format.test(id))).toEqual([]);
    for (const { title } of requirements) {
      expect(title.trim()).not.toBe('');
      expect(title.length).toBeLessThanOrEqual(90);
    }
  });

  it('maps every requirement to at least one control', () => {
    const mapped = new Set(libraryControls.flatMap((control) => control.maps));
    expect(keys.filter((key) => !mapped.has(key))).toEqual([]);
  });

  it('adds keys only to existing controls and only for its own requirements', () => {
    expect(Object.keys(mapping).filter((id) => !controlIds.has(id))).toEqual([]);
    const own = new Set(keys);
    expect(
      Object.values(mapping)
        .flat()
        .filter((key) => !own.has(key)),
    ).toEqual([]);
  });

  it('merges its extra keys into the controls they name', () => {
    for (const [id, extra] of Object.entries(mapping)) {
      expect(libraryControls.find((control) => control.id === id)?.maps).toEqual(expect.arrayContaining([...extra]));
    }
  });
});

describe('SOX', () => {
  it('rests access recertification and change management on the shared controls', () => {
    const mapsOf = (id: string) => libraryControls.find((control) => control.id === id)?.maps ?? [];
    expect(mapsOf('AC-03')).toContain('sox:404-AC-3');
    expect(mapsOf('SDL-05')).toEqual(expect.arrayContaining(['sox:404-CM-1', 'sox:404-CM-2', 'sox:404-CM-4']));
    expect(mapsOf('ICF-04')).toEqual(['sox:404-AC-5']);
  });
});
