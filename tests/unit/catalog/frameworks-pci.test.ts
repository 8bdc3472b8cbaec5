/** @jest-environment node */
import { pciDss } from '@/lib/catalog/frameworks/pci-dss';

// Sections (x.y) per principal requirement in PCI DSS v4.0.1.
const sectionsPerGroup: Record<string, number> = {
  '1': 5,
  '2': 3,
  '3': 7,
  '4': 2,
  '5': 4,
  '6': 5,
  '7': 3,
  '8': 6,
  '9': 5,
  '10': 7,
  '11': 6,
  '12': 10,
};

describe('PCI DSS catalog', () => {
  it('names the framework and its edition', () => {
    expect(pciDss.id).toBe('pci-dss');
    expect(pciDss.name).toBe('PCI DSS');
    expect(pciDss.edition).toBe('PCI DSS v4.0.1');
  });

  it('lists the twelve principal requirements in order', () => {
    expect(pciDss.groups.map((group) => group.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  });

  it.each(Object.entries(sectionsPerGroup))('requirement %s has %i sections, numbered in order', (groupId, count) => {
    const group = pciDss.groups.find((g) => g.id === groupId);
    expect(group?.requirements.map((r) => r.id)).toEqual(Array.from({ length: count }, (_, i) => `${groupId}.${i + 1}`));
  });

  it('has 63 sections in total, with unique ids of the form <group>.<n>', () => {
    const ids = pciDss.groups.flatMap((group) => group.requirements.map((r) => r.id));
    expect(ids).toHaveLength(63);
    expect(new Set(ids).size).toBe(ids.length);
    for (const group of pciDss.groups) {
      for (const requirement of group.requirements) {
        expect(requirement.id).toMatch(new RegExp(`^${group.id}\\.[1-9]\\d*$`));
      }
    }
  });

  it('gives every group and section a short, non-empty title and no HIPAA kind', () => {
    for (const group of pciDss.groups) {
      expect(group.title.trim()).not.toBe('');
      expect(group.title.length).toBeLessThanOrEqual(90);
      for (const requirement of group.requirements) {
        expect(requirement.title.trim()).not.toBe('');
        expect(requirement.title.length).toBeLessThanOrEqual(90);
        expect(requirement.kind).toBeUndefined();
      }
    }
  });
});
