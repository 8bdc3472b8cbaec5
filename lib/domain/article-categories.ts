/**
 * The /resources filter: its categories, their button labels, and the pure filter the page uses.
 * Shared by the server (front-matter validation) and the browser (the filter buttons), so it reads no files.
 */
import { articleCategories, type ArticleCategory } from '@/lib/schemas/article-categories';

export { articleCategories, type ArticleCategory };

/** Button labels in the order the resources page shows them; "All" is the empty filter. */
export const categoryFilterLabels: Record<ArticleCategory, string> = {
  guides: 'Guides',
  'case-studies': 'Case Studies',
  'compliance-frameworks': 'Compliance Frameworks',
  'best-practices': 'Best Practices',
  'industry-insights': 'Industry Insights',
};

/** A card's singular category label. */
export const categoryLabels: Record<ArticleCategory, string> = {
  guides: 'Guide',
  'case-studies': 'Case Study',
  'compliance-frameworks': 'Compliance Framework',
  'best-practices': 'Best Practice',
  'industry-insights': 'Industry Insight',
};

/** Narrows a query value to a category; anything else (missing, misspelt, 'all') means "All". */
export function parseCategory(value: string | null | undefined): ArticleCategory | undefined {
  return articleCategories.find((category) => category === value);
}

/** The items of one category, or every item when no category is chosen; keeps the given order. */
export function filterByCategory<T extends { category: ArticleCategory }>(items: readonly T[], category: ArticleCategory | undefined): T[] {
  return category ? items.filter((item) => item.category === category) : [...items];
}
