/** @jest-environment node */
import { iso27001, iso27001AnnexAGroups } from '@/lib/catalog/frameworks/iso27001';
import { soc2 } from '@/lib/catalog/frameworks/soc2';
import type { LibraryFramework } from '@/lib/catalog/types';

const counts = (framework: LibraryFramework) => Object.fromEntries(framework.groups.map((group) => [group.id, group.requirements.length]));
const ids = (framework: LibraryFramework) => framework.groups.flatMap((group) => group.requirements.map((requirement) => requirement.id));
const titles = (framework: LibraryFramework) => [
  ...framework.groups.map((group) => group.title),
  ...framework.groups.flatMap((group) => group.requirements.map((requirement) => requirement.title)),
];

describe('SOC 2 (2017 Trust Services Criteria)', () => {
  it('names its edition', () => {
    expect(soc2).toMatchObject({ id: 'soc2', name: 'SOC 2', edition: '2017 Trust Services Criteria (revised points of focus, 2022)' });
  });

  it('holds every criterion in the standard series: 33 common criteria, 61 in all', () => {
    expect(counts(soc2)).toEqual({ CC1: 5, CC2: 3, CC3: 4, CC4: 2, CC5: 3, CC6: 8, CC7: 5, CC8: 1, CC9: 2, A1: 3, C1: 2, PI1: 5, P: 18 });
    expect(ids(soc2).filter((id) => id.startsWith('CC'))).toHaveLength(33);
    expect(ids(soc2)).toHaveLength(61);
  });

  it('numbers each criterion within its series, in order, from 1', () => {
    for (const group of soc2.groups.filter((g) => g.id !== 'P')) {
      expect(group.requirements.map((r) => r.id)).toEqual(group.requirements.map((_, i) => `${group.id}.${i + 1}`));
    }
    const privacy = soc2.groups.find((g) => g.id === 'P')!;
    expect(privacy.requirements.map((r) => r.id)).toEqual([
      'P1.1',
      'P2.1',
      'P3.1',
      'P3.2',
      'P4.1',
      'P4.2',
      'P4.3',
      'P5.1',
      'P5.2',
      'P6.1',
      'P6.2',
      'P6.3',
      'P6.4',
      'P6.5',
      'P6.6',
      'P6.7',
      'P7.1',
      'P8.1',
    ]);
  });

  it('uses unique identifiers of the form CC6.1, A1.2, PI1.3, P6.7', () => {
    expect(new Set(ids(soc2)).size).toBe(ids(soc2).length);
    for (const id of ids(soc2)) expect(id).toMatch(/^(CC[1-9]|A1|C1|PI1|P[1-8])\.[1-9]$/);
  });

  it('gives every group and criterion a short title', () => {
    for (const title of titles(soc2)) {
      expect(title.trim()).not.toBe('');
      expect(title.length).toBeLessThanOrEqual(90);
    }
  });
});

const annexA: LibraryFramework = { ...iso27001, groups: [...iso27001AnnexAGroups] };

describe('ISO 27001 (ISO/IEC 27001:2022 Annex A)', () => {
  it('names its edition', () => {
    expect(iso27001).toMatchObject({ id: 'iso27001', name: 'ISO 27001', edition: 'ISO/IEC 27001:2022' });
  });

  it('holds the 93 Annex A controls in its four themes', () => {
    expect(counts(annexA)).toEqual({ 'A.5': 37, 'A.6': 8, 'A.7': 14, 'A.8': 34 });
    expect(ids(annexA)).toHaveLength(93);
  });

  it('numbers each control within its theme, in order, from 1', () => {
    for (const group of annexA.groups) {
      expect(group.requirements.map((r) => r.id)).toEqual(group.requirements.map((_, i) => `${group.id}.${i + 1}`));
    }
  });

  it('uses unique identifiers of the form A.5.15', () => {
    expect(new Set(ids(annexA)).size).toBe(ids(annexA).length);
    for (const id of ids(annexA)) expect(id).toMatch(/^A\.[5-8]\.[1-9]\d?$/);
  });

  it('gives every theme and control a short title', () => {
    for (const title of titles(iso27001)) {
      expect(title.trim()).not.toBe('');
      expect(title.length).toBeLessThanOrEqual(90);
    }
  });
});
