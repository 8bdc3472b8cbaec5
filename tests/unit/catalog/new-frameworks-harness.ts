import { libraryControls } from '@/lib/catalog/controls';
import { libraryIds } from '@/lib/catalog/framework-directory';
import type { ExtraMaps } from '@/lib/catalog/frameworks/mapping';
import { libraryFrameworks, requirementKey, requirementsOf } from '@/lib/catalog/library';
import type { LibraryFramework } from '@/lib/catalog/types';

/**
 * What a framework's test states about its official list: the id format the source uses, the requirement count per
 * group, ids the source is known to hold and ids it does not (another framework's or an invented one).
 */
export type OfficialList = {
  framework: LibraryFramework;
  mapping: ExtraMaps;
  format: RegExp;
  groups: Record<string, number>;
  known: readonly string[];
  absent: readonly string[];
};

const controlIds = new Set(libraryControls.map((control) => control.id));

/** The checks every framework added with an official list passes. */
export function describeOfficialList(id: string, list: OfficialList) {
  const { framework, mapping, format, groups, known, absent } = list;
  const requirements = requirementsOf(framework);
  const ids = requirements.map((requirement) => requirement.id);
  const keys = ids.map((requirementId) => requirementKey(framework.id, requirementId));

  describe(`the ${id} framework`, () => {
    it('is registered in the library and the directory under its id, with an edition', () => {
      expect(framework.id).toBe(id);
      expect(libraryFrameworks).toContain(framework);
      expect(libraryIds.has(id)).toBe(true);
      expect(framework.edition.trim()).not.toBe('');
    });

    it('keeps the official count per group', () => {
      expect(Object.fromEntries(framework.groups.map((group) => [group.id, group.requirements.length]))).toEqual(groups);
      expect(ids).toHaveLength(Object.values(groups).reduce((sum, count) => sum + count, 0));
    });

    it('holds the ids of its source, unique and in its format, with short titles', () => {
      expect(ids.filter((candidate, index) => ids.indexOf(candidate) !== index)).toEqual([]);
      expect(ids.filter((candidate) => !format.test(candidate))).toEqual([]);
      expect(ids).toEqual(expect.arrayContaining([...known]));
      for (const outside of absent) expect(ids).not.toContain(outside);
      for (const { title } of requirements) {
        expect(title.trim()).not.toBe('');
        expect(title.length).toBeLessThanOrEqual(90);
      }
    });

    it('maps every requirement to a control of the library', () => {
      const mapped = new Set(libraryControls.flatMap((control) => control.maps));
      expect(keys.filter((key) => !mapped.has(key))).toEqual([]);
    });

    it('adds keys only to existing controls and only for its own requirements', () => {
      expect(Object.keys(mapping).filter((controlId) => !controlIds.has(controlId))).toEqual([]);
      const own = new Set(keys);
      expect(
        Object.values(mapping)
          .flat()
          .filter((key) => !own.has(key)),
      ).toEqual([]);
    });
  });
}
