import { catalogMessages, matchesCatalogFilters, visibleCatalogSections, type CatalogFilters } from '@/lib/domain/frameworks/catalog';
import { controlIdsOf } from '@/lib/catalog/controls';
import { catalogCardOf, complexityFor, frameworkCatalog, setupWeeksFor, type AddFrameworkCard } from '@/lib/catalog/framework-catalog';
import { directoryIds, libraryIds } from '@/lib/catalog/framework-directory';
import { libraryFramework, libraryFrameworks, requirementsOf } from '@/lib/catalog/library';
import type { CatalogFrameworkId } from '@/lib/catalog/types';
import { catalogCountLabel } from '@/lib/domain/frameworks/followed';

const none: CatalogFilters = { search: '', industry: '', tag: '' };
const card = (id: string): AddFrameworkCard => {
  const found = frameworkCatalog.find((c) => c.id === id);
  if (!found) throw new Error(id);
  return found;
};
const names = (filters: CatalogFilters) => visibleCatalogSections(frameworkCatalog, filters).flatMap((s) => s.cards.map((c) => c.name));

describe('catalog content', () => {
  it('offers a card for every framework whose requirement list the library holds, in its order', () => {
    expect(frameworkCatalog.map((c) => c.id)).toEqual(libraryFrameworks.map((framework) => framework.id));
    expect(frameworkCatalog.length).toBeGreaterThan(6);
  });

  it("counts the requirements of the library's edition, labelled by what they are", () => {
    expect(
      ['soc2', 'iso27001', 'gdpr', 'hipaa', 'fda-part11', 'pci-dss'].map((id) => [id, catalogCountLabel(card(id)), card(id).edition]),
    ).toEqual([
      ['soc2', '61 criteria', expect.stringContaining('2017 Trust Services Criteria')],
      ['iso27001', '123 requirements', 'ISO/IEC 27001:2022'],
      ['gdpr', '38 articles', 'Regulation (EU) 2016/679'],
      ['hipaa', '50 requirements', expect.stringContaining('45 CFR Part 164')],
      ['fda-part11', '33 requirements', '21 CFR Part 11, Subparts B and C (§11.10–11.300)'],
      ['pci-dss', '63 requirement sections', 'PCI DSS v4.0.1'],
    ]);
  });

  it('takes each count from the library itself, and the setup estimate and complexity from the counts', () => {
    for (const card of frameworkCatalog) {
      const framework = libraryFrameworks.find((candidate) => candidate.id === card.id)!;
      expect(card.requirements).toBe(requirementsOf(framework).length);
      expect(card.controls).toBe(controlIdsOf(card.id).length);
      expect(card.edition).toBe(framework.edition);
      expect(card.name).toBe(framework.name);
      expect(card.setupWeeks).toBe(setupWeeksFor(card.controls));
      expect(card.complexity).toBe(complexityFor(card.requirements));
    }
  });

  it('estimates setup at eight controls a week, never under two weeks', () => {
    expect([1, 16, 17, 99].map(setupWeeksFor)).toEqual([2, 2, 3, 13]);
  });

  it('grades complexity by the size of the requirement list', () => {
    expect([10, 29, 30, 99, 100, 287].map(complexityFor)).toEqual(['Low', 'Low', 'Medium', 'Medium', 'High', 'High']);
  });

  it('builds the card of a framework added to the library from the catalog alone', () => {
    const added = catalogCardOf({ ...libraryFramework('tcpa'), name: 'A New Rule', edition: 'Rule 1 (2026)' });
    expect(added).toMatchObject({
      name: 'A New Rule',
      edition: 'Rule 1 (2026)',
      requirements: requirementsOf(libraryFramework('tcpa')).length,
    });
    expect(() => catalogCardOf({ ...libraryFramework('tcpa'), id: 'nowhere' as CatalogFrameworkId })).toThrow('No directory entry');
  });
});

describe("libraryIds (the directory's list of frameworks the library holds)", () => {
  it("names exactly the library's frameworks, all of them directory ids", () => {
    expect([...libraryIds].sort()).toEqual(libraryFrameworks.map((framework) => framework.id).sort());
    expect([...libraryIds].every((id) => directoryIds.has(id))).toBe(true);
  });
});

describe('matchesCatalogFilters', () => {
  it('matches everything with no filters, or with "all"', () => {
    expect(frameworkCatalog.every((c) => matchesCatalogFilters(c, none))).toBe(true);
    expect(frameworkCatalog.every((c) => matchesCatalogFilters(c, { search: '', industry: 'all', tag: 'all' }))).toBe(true);
  });
  it('search matches the title case-insensitively', () => {
    expect(matchesCatalogFilters(card('gdpr'), { ...none, search: 'gdp' })).toBe(true);
    expect(matchesCatalogFilters(card('gdpr'), { ...none, search: 'HIPAA' })).toBe(false);
  });
  it('search matches the description', () => {
    expect(names({ ...none, search: 'CARDHOLDER' })).toEqual(['PCI DSS']);
    expect(names({ ...none, search: 'electronic signatures' })).toEqual(['FDA 21 CFR Part 11']);
  });
  it('ignores surrounding spaces in the search', () => {
    expect(names({ ...none, search: '  soc 2 ' })).toEqual(['SOC 2']);
  });
  it('the industry filter matches the card category', () => {
    // Cards of the same category added later join these lists; those named here must stay and no other may enter.
    expect(names({ ...none, industry: 'healthcare' })).toEqual(
      expect.arrayContaining(['HIPAA Security Rule', 'HITECH Breach Notification', 'FDA 21 CFR Part 11']),
    );
    expect(names({ ...none, industry: 'healthcare' })).not.toEqual(expect.arrayContaining(['SOC 2']));
    expect(names({ ...none, industry: 'security' })).toEqual(expect.arrayContaining(['SOC 2', 'ISO 27001', 'NIST CSF 2.0']));
    expect(names({ ...none, industry: 'security' })).not.toEqual(expect.arrayContaining(['GDPR']));
    expect(names({ ...none, industry: 'unknown' })).toHaveLength(frameworkCatalog.length);
  });
  it('a tag chip matches the category', () => {
    expect(names({ ...none, tag: 'privacy' })).toEqual(expect.arrayContaining(['GDPR', 'CCPA/CPRA', 'COPPA', 'TCPA']));
    expect(names({ ...none, tag: 'privacy' })).not.toEqual(expect.arrayContaining(['PCI DSS']));
    expect(names({ ...none, tag: 'financial' })).toEqual(expect.arrayContaining(['PCI DSS', 'GLBA Safeguards Rule', 'BSA/AML']));
    expect(names({ ...none, tag: 'financial' })).not.toEqual(expect.arrayContaining(['GDPR']));
  });
  it('ignores an unknown chip', () => {
    expect(names({ ...none, tag: 'bogus' })).toHaveLength(frameworkCatalog.length);
  });
  it('Most Popular matches popular cards of any category', () => {
    expect(names({ ...none, tag: 'popular' })).toEqual(['SOC 2', 'ISO 27001', 'GDPR', 'CCPA/CPRA', 'HIPAA Security Rule', 'PCI DSS']);
  });
  it('combines search, industry and chip', () => {
    expect(names({ search: 'fda', industry: 'healthcare', tag: 'healthcare' })).toEqual(['FDA 21 CFR Part 11']);
    expect(names({ search: 'fda', industry: 'healthcare', tag: 'popular' })).toEqual([]);
  });
});

describe('visibleCatalogSections', () => {
  it('lists the three sections in order when all match', () => {
    expect(visibleCatalogSections(frameworkCatalog, none).map((s) => s.title)).toEqual([
      'Technology & SaaS',
      'Healthcare & Life Sciences',
      'Financial Services',
    ]);
  });
  it('hides a section with no visible card', () => {
    expect(visibleCatalogSections(frameworkCatalog, { ...none, tag: 'healthcare' }).map((s) => s.title)).toEqual([
      'Healthcare & Life Sciences',
    ]);
    expect(visibleCatalogSections(frameworkCatalog, { ...none, search: 'zzz' })).toEqual([]);
  });
});

describe('catalogMessages', () => {
  it('gives the messages shown while a card action runs', () => {
    expect(catalogMessages.add('SOC 2')).toBe('Adding SOC 2 framework...');
    expect(catalogMessages.learn('HIPAA')).toBe('Learning more about HIPAA...');
    expect(catalogMessages.custom).toBe('Creating custom framework...');
  });
});
