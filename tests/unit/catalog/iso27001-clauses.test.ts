/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { ismsControls } from '@/lib/catalog/control-domains/isms';
import { iso27001AnnexAGroups } from '@/lib/catalog/frameworks/iso27001';
import { iso27001ClauseGroups } from '@/lib/catalog/iso27001-clauses';
import { libraryFramework, requirementKey, requirementsOf } from '@/lib/catalog/library';

const clauseIds = iso27001ClauseGroups.flatMap((group) => group.requirements.map((requirement) => requirement.id));
const clauseKeys = clauseIds.map((id) => requirementKey('iso27001', id));
const libraryIds = new Set(libraryControls.map((control) => control.id));

/** Every library control that answers a clause key. */
const controlIdsFor = (key: string) => libraryControls.filter((control) => control.maps.includes(key)).map((control) => control.id);

describe('ISO/IEC 27001:2022 clauses 4 to 10', () => {
  it('holds the 30 management-system requirements in clause order', () => {
    expect(clauseIds).toEqual([
      '4.1',
      '4.2',
      '4.3',
      '4.4',
      '5.1',
      '5.2',
      '5.3',
      '6.1.1',
      '6.1.2',
      '6.1.3',
      '6.2',
      '6.3',
      '7.1',
      '7.2',
      '7.3',
      '7.4',
      '7.5.1',
      '7.5.2',
      '7.5.3',
      '8.1',
      '8.2',
      '8.3',
      '9.1',
      '9.2.1',
      '9.2.2',
      '9.3.1',
      '9.3.2',
      '9.3.3',
      '10.1',
      '10.2',
    ]);
  });

  it('groups each requirement under its own clause, clauses 4 to 10 in order', () => {
    expect(iso27001ClauseGroups.map((group) => group.id)).toEqual(['4', '5', '6', '7', '8', '9', '10']);
    for (const group of iso27001ClauseGroups) {
      for (const { id } of group.requirements) expect({ id, clause: id.split('.')[0] }).toEqual({ id, clause: group.id });
    }
  });

  it('uses unique, well formed clause numbers that cannot be taken for Annex A ones', () => {
    expect(new Set(clauseIds).size).toBe(clauseIds.length);
    for (const id of clauseIds) expect(id).toMatch(/^(?:[4-9]|10)\.[1-9](?:\.[1-9])?$/);
  });

  it('gives every clause and requirement a short title', () => {
    const titles = iso27001ClauseGroups.flatMap((group) => [group.title, ...group.requirements.map((requirement) => requirement.title)]);
    for (const title of titles) {
      expect(title.trim()).not.toBe('');
      expect(title.length).toBeLessThanOrEqual(90);
    }
  });

  it('maps every clause to at least one control', () => {
    expect(clauseKeys.filter((key) => controlIdsFor(key).length === 0)).toEqual([]);
  });

  it('joins the framework before Annex A: 30 clauses and 93 Annex A controls, 123 requirements', () => {
    const iso = libraryFramework('iso27001');
    expect(iso.groups.map((group) => group.id)).toEqual(['4', '5', '6', '7', '8', '9', '10', 'A.5', 'A.6', 'A.7', 'A.8']);
    expect(iso27001AnnexAGroups.flatMap((group) => group.requirements)).toHaveLength(93);
    expect(requirementsOf(iso)).toHaveLength(123);
  });

  it('maps leadership, policy, roles, risk, awareness and internal audit clauses to the controls that already do that work', () => {
    expect(controlIdsFor('iso27001:5.2')).toContain('GOV-01');
    expect(controlIdsFor('iso27001:6.1.2')).toEqual(expect.arrayContaining(['RSK-01', 'RSK-02']));
    expect(controlIdsFor('iso27001:7.3')).toContain('HR-03');
    expect(controlIdsFor('iso27001:9.2.1')).toEqual(expect.arrayContaining(['AUD-01', 'ISM-05']));
  });
});

describe('the management-system controls', () => {
  it('join the library under unique ISM ids', () => {
    const ids = ismsControls.map((control) => control.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !/^ISM-\d{2}$/.test(id))).toEqual([]);
    expect(ids.filter((id) => !libraryIds.has(id))).toEqual([]);
  });

  it('give every control a short name and non-empty asks and evidence', () => {
    for (const { id, name, asks, evidence } of ismsControls) {
      expect({ id, name: name.trim().length > 0 && name.length <= 60 }).toEqual({ id, name: true });
      expect({ id, asks: asks.trim().length > 0, evidence: evidence.trim().length > 0 }).toEqual({ id, asks: true, evidence: true });
    }
  });

  it('map to clause keys, and beside them only to SOC 2 common criteria, each at most once', () => {
    const known = new Set(clauseKeys);
    for (const { id, maps } of ismsControls) {
      expect({ id, empty: maps.filter((key) => known.has(key)).length === 0 }).toEqual({ id, empty: false });
      // The SOC 2 monitoring and objective criteria these controls also answer (docs/frameworks/soc2.md).
      expect({ id, unknown: maps.filter((key) => !known.has(key) && !/^soc2:CC\d\.\d$/.test(key)) }).toEqual({ id, unknown: [] });
      expect({ id, repeated: maps.filter((key, index) => maps.indexOf(key) !== index) }).toEqual({ id, repeated: [] });
    }
  });

  it('give the clauses the issue names a control of their own', () => {
    const own = (key: string) => ismsControls.filter((control) => control.maps.includes(key)).map((control) => control.id);
    for (const key of ['iso27001:4.3', 'iso27001:6.2', 'iso27001:9.2.2', 'iso27001:9.3.1', 'iso27001:10.2']) {
      expect({ key, own: own(key).length > 0 }).toEqual({ key, own: true });
    }
  });
});
