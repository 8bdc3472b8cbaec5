'use client';

import { useUrlFilters } from '@/components/ui/use-url-filters';
import { filterByCategory, parseCategory } from '@/lib/domain/article-categories';
import type { ArticleSummary } from '@/lib/schemas/article';
import { ArticleGrid } from './article-grid';
import { CategoryFilterBar } from './category-filter-bar';

const filterKeys = ['category'] as const;

/** The category filter and its cards; the chosen category lives in the URL (?category=…) so Back restores it. */
export function ResourceFilter({ articles }: { articles: ArticleSummary[] }) {
  const [values, setValues] = useUrlFilters(filterKeys);
  const selected = parseCategory(values.category);
  return (
    <>
      <CategoryFilterBar selected={selected} onSelect={(category) => setValues({ category: category ?? '' })} />
      <ArticleGrid articles={filterByCategory(articles, selected)} />
    </>
  );
}
