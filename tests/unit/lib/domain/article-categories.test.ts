import {
  articleCategories,
  type ArticleCategory,
  categoryFilterLabels,
  filterByCategory,
  parseCategory,
} from '@/lib/domain/article-categories';

const items: { slug: string; category: ArticleCategory }[] = [
  { slug: 'a', category: 'guides' },
  { slug: 'b', category: 'case-studies' },
  { slug: 'c', category: 'guides' },
  { slug: 'd', category: 'compliance-frameworks' },
  { slug: 'e', category: 'best-practices' },
  { slug: 'f', category: 'industry-insights' },
];

describe('article categories', () => {
  it('label the filter buttons exactly, in the order the resources page shows them', () => {
    expect(articleCategories.map((category) => categoryFilterLabels[category])).toEqual([
      'Guides',
      'Case Studies',
      'Compliance Frameworks',
      'Best Practices',
      'Industry Insights',
    ]);
  });

  it.each(articleCategories)('parseCategory accepts %s', (category) => {
    expect(parseCategory(category)).toBe(category);
  });

  it.each([null, undefined, '', 'all', 'Guides', 'guide', 'guides ', 'toString', '__proto__'])(
    'parseCategory treats %p as All',
    (value) => {
      expect(parseCategory(value)).toBeUndefined();
    },
  );

  it('filterByCategory keeps every item, in order, for All', () => {
    expect(filterByCategory(items, undefined).map((item) => item.slug)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it.each([
    ['guides', ['a', 'c']],
    ['case-studies', ['b']],
    ['compliance-frameworks', ['d']],
    ['best-practices', ['e']],
    ['industry-insights', ['f']],
  ] as const)('filterByCategory(%s) keeps only that category', (category, slugs) => {
    expect(filterByCategory(items, category).map((item) => item.slug)).toEqual(slugs);
  });

  it('returns an empty list for a category with no items, and never mutates its input', () => {
    const only = items.slice(0, 1);
    expect(filterByCategory(only, 'case-studies')).toEqual([]);
    expect(filterByCategory(only, undefined)).not.toBe(only);
  });
});
