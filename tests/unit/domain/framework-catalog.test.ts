import { catalogMessages, matchesCatalogFilters, visibleCatalogSections, type CatalogFilters } from '@/lib/domain/framework-catalog';
import { frameworkCatalog } from '@/lib/catalog/framework-catalog';
import type { CatalogFramework } from '@/lib/schemas/framework';

const none: CatalogFilters = { search: '', industry: '', tag: '' };
const card = (id: string): CatalogFramework => {
  const found = frameworkCatalog.find((c) => c.id === id);
  if (!found) throw new Error(id);
  return found;
};
const names = (filters: CatalogFilters) => visibleCatalogSections(frameworkCatalog, filters).flatMap((s) => s.cards.map((c) => c.name));

describe('catalog content', () => {
  it('has the spec §9 controls, setup weeks and complexity', () => {
    const rows = frameworkCatalog.map((c) => [c.name, c.controls, c.setupWeeks, c.complexity]);
    expect(rows).toEqual([
      ['SOC 2', 64, 12, 'Medium'],
      ['ISO 27001', 114, 16, 'High'],
      ['GDPR', 47, 8, 'Medium'],
      ['HIPAA', 38, 6, 'Medium'],
      ['FDA 21 CFR Part 11', 52, 20, 'High'],
      ['PCI DSS', 315, 10, 'Medium'],
    ]);
  });
});

describe('matchesCatalogFilters (spec §5)', () => {
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
    expect(names({ ...none, industry: 'unknown' })).toHaveLength(6);
  });
  it('a tag chip matches the category', () => {
    expect(names({ ...none, tag: 'privacy' })).toEqual(['GDPR']);
    expect(names({ ...none, tag: 'financial' })).toEqual(['PCI DSS']);
  });
  it('ignores an unknown chip', () => {
    expect(names({ ...none, tag: 'bogus' })).toHaveLength(6);
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
    expect(visibleCatalogSections(frameworkCatalog, { ...none, tag: 'healthcare' }).map((s) => s.title)).toEqual(['Healthcare & Life Sciences']);
    expect(visibleCatalogSections(frameworkCatalog, { ...none, search: 'zzz' })).toEqual([]);
  });
});

describe('catalogMessages', () => {
  it('gives the spec texts', () => {
    expect(catalogMessages.add('SOC 2')).toBe('Adding SOC 2 framework...');
    expect(catalogMessages.learn('HIPAA')).toBe('Learning more about HIPAA...');
    expect(catalogMessages.custom).toBe('Creating custom framework...');
  });
});
