import { catalogMessages, matchesCatalogFilters, visibleCatalogSections, type CatalogFilters } from '@/lib/domain/frameworks/catalog';
import { frameworkCatalog } from '@/lib/catalog/framework-catalog';
import { directoryIds, libraryIds } from '@/lib/catalog/framework-directory';
import { libraryFrameworks, requirementsOf } from '@/lib/catalog/library';
import { catalogCountLabel } from '@/lib/domain/frameworks/followed';
import type { CatalogFramework } from '@/lib/schemas/frameworks/records';

const none: CatalogFilters = { search: '', industry: '', tag: '' };
const card = (id: string): CatalogFramework => {
  const found = frameworkCatalog.find((c) => c.id === id);
  if (!found) throw new Error(id);
  return found;
};
const names = (filters: CatalogFilters) => visibleCatalogSections(frameworkCatalog, filters).flatMap((s) => s.cards.map((c) => c.name));

describe('catalog content', () => {
  it("keeps the catalog's setup weeks and complexity", () => {
    expect(frameworkCatalog.map((c) => [c.name, c.setupWeeks, c.complexity])).toEqual([
      ['SOC 2', 12, 'Medium'],
      ['ISO 27001', 16, 'High'],
      ['GDPR', 8, 'Medium'],
      ['HIPAA', 6, 'Medium'],
      ['FDA 21 CFR Part 11', 20, 'High'],
      ['PCI DSS', 10, 'Medium'],
    ]);
  });

  it("counts the requirements of the library's edition, labelled by what they are", () => {
    expect(frameworkCatalog.map((c) => [c.id, catalogCountLabel(c), c.edition])).toEqual([
      ['soc2', '61 criteria', expect.stringContaining('2017 Trust Services Criteria')],
      ['iso27001', '123 requirements', 'ISO/IEC 27001:2022'],
      ['gdpr', '38 articles', 'Regulation (EU) 2016/679'],
      ['hipaa', '50 Security Rule requirements', expect.stringContaining('45 CFR Part 164')],
      ['fda-part11', '33 requirements', '21 CFR Part 11, Subparts B and C (§11.10–11.300)'],
      ['pci-dss', '63 requirement sections', 'PCI DSS v4.0.1'],
    ]);
  });

  it('takes each library count from the library itself', () => {
    for (const card of frameworkCatalog) {
      const framework = libraryFrameworks.find((candidate) => candidate.id === card.id);
      expect(framework).toBeDefined();
      expect(card.controls).toBe(requirementsOf(framework!).length);
      expect(card.edition).toBe(framework!.edition);
    }
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
    expect(names({ ...none, industry: 'healthcare' })).toEqual(['HIPAA', 'FDA 21 CFR Part 11']);
    expect(names({ ...none, industry: 'security' })).toEqual(['SOC 2', 'ISO 27001']);
    expect(names({ ...none, industry: 'unknown' })).toHaveLength(frameworkCatalog.length);
  });
  it('a tag chip matches the category', () => {
    expect(names({ ...none, tag: 'privacy' })).toEqual(['GDPR']);
    expect(names({ ...none, tag: 'financial' })).toEqual(['PCI DSS']);
  });
  it('ignores an unknown chip', () => {
    expect(names({ ...none, tag: 'bogus' })).toHaveLength(frameworkCatalog.length);
  });
  it('Most Popular matches popular cards of any category', () => {
    expect(names({ ...none, tag: 'popular' })).toEqual(['SOC 2', 'ISO 27001', 'GDPR', 'HIPAA', 'PCI DSS']);
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
