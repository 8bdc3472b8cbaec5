/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { canSpamMapping } from '@/lib/catalog/frameworks/can-spam-mapping';
import { canSpam } from '@/lib/catalog/frameworks/can-spam';
import { coppaMapping } from '@/lib/catalog/frameworks/coppa-mapping';
import { coppa } from '@/lib/catalog/frameworks/coppa';
import { fedrampMapping } from '@/lib/catalog/frameworks/fedramp-mapping';
import { fedramp } from '@/lib/catalog/frameworks/fedramp';
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
  // SP 800-53 control ids, with an enhancement number in brackets: AC-2, AC-2(1).
  [
    'fedramp',
    fedramp,
    fedrampMapping,
    /^[A-Z]{2}-\d{1,2}(\(\d{1,2}\))?$/,
    {
      AC: 39,
      AT: 6,
      AU: 16,
      CA: 10,
      CM: 24,
      CP: 23,
      IA: 24,
      IR: 13,
      MA: 9,
      MP: 7,
      PE: 18,
      PL: 7,
      PS: 9,
      RA: 10,
      SA: 17,
      SC: 25,
      SI: 18,
      SR: 12,
    },
  ],
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

describe('FedRAMP Moderate', () => {
  const ids = requirementsOf(fedramp).map((requirement) => requirement.id);

  it('holds the 287 controls and enhancements of the SP 800-53B Moderate baseline, each under its own family', () => {
    expect(ids).toHaveLength(287);
    for (const group of fedramp.groups) for (const { id } of group.requirements) expect(id.startsWith(`${group.id}-`)).toBe(true);
    expect(ids).toEqual(expect.arrayContaining(['AC-2(13)', 'IA-2(12)', 'RA-5(11)', 'SC-28(1)', 'SR-11(2)']));
    // Outside the Moderate baseline (High only, or withdrawn in Rev. 5).
    for (const outside of ['AC-2(11)', 'AU-10', 'SC-3', 'AC-13', 'SI-4(12)']) expect(ids).not.toContain(outside);
  });

  it('lists each enhancement after its base control', () => {
    for (const [index, id] of ids.entries()) {
      const base = id.replace(/\(\d+\)$/, '');
      if (base !== id) expect(ids.indexOf(base)).toBeLessThan(index);
    }
  });

  it('puts multi-factor authentication and encryption at rest on the shared controls', () => {
    const mapsOf = (id: string) => libraryControls.find((control) => control.id === id)?.maps ?? [];
    expect(mapsOf('AC-05')).toEqual(expect.arrayContaining(['fedramp:IA-2(1)', 'fedramp:IA-2(2)']));
    expect(mapsOf('CRY-02')).toEqual(expect.arrayContaining(['fedramp:SC-28', 'fedramp:SC-28(1)']));
    expect(mapsOf('FED-02').filter((key) => key.startsWith('fedramp:'))).toEqual(['fedramp:CA-5']);
  });
});
