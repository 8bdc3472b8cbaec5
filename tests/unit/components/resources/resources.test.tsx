import { fireEvent, render, screen, within } from '@testing-library/react';
import { ArticleMeta } from '@/components/articles/article-meta';
import { formatArticleDate } from '@/components/articles/format-date';
import { ArticleGrid } from '@/components/resources/article-grid';
import { CategoryFilterBar } from '@/components/resources/category-filter-bar';
import type { ArticleSummary } from '@/lib/schemas/article';

const summary = (overrides: Partial<ArticleSummary> = {}): ArticleSummary => ({
  slug: 'pciDss',
  href: '/resources/pciDss',
  title: 'PCI DSS Compliance for E-commerce',
  description: 'A description of the article for the card.',
  tag: 'Guide',
  category: 'compliance-frameworks',
  readTime: 18,
  published: '2025-01-21',
  updated: '2025-04-08',
  featured: false,
  author: 'Complia Compliance Team',
  ...overrides,
});

describe('CategoryFilterBar', () => {
  it('offers the six buttons in the order of the article categories and presses only the selected one', () => {
    render(<CategoryFilterBar selected="case-studies" />);
    const buttons = within(screen.getByRole('group', { name: 'Filter articles by category' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'All',
      'Guides',
      'Case Studies',
      'Compliance Frameworks',
      'Best Practices',
      'Industry Insights',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true', 'false', 'false', 'false']);
  });

  it('presses All when nothing is selected, and reports clicks as categories', () => {
    const onSelect = jest.fn();
    render(<CategoryFilterBar selected={undefined} onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Industry Insights' }));
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onSelect.mock.calls).toEqual([['industry-insights'], [undefined]]);
  });
});

describe('ArticleGrid', () => {
  it('links each card to its article and counts them', () => {
    render(<ArticleGrid articles={[summary(), summary({ slug: 'trends', href: '/resources/trends', title: 'Trends of 2025' })]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 articles');
    expect(screen.getByRole('link', { name: 'Trends of 2025' })).toHaveAttribute('href', '/resources/trends');
    expect(screen.getAllByText('18 min read')).toHaveLength(2);
  });

  it('says so when a category is empty', () => {
    render(<ArticleGrid articles={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 articles');
    expect(screen.getByText('No articles in this category yet.')).toBeInTheDocument();
  });

  it('uses the singular for one article', () => {
    render(<ArticleGrid articles={[summary()]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 article');
  });
});

describe('ArticleMeta', () => {
  it('shows tag, read time and machine-readable dates', () => {
    const { container } = render(<ArticleMeta article={summary()} />);
    expect(screen.getByTestId('article-tag')).toHaveTextContent('Guide');
    expect(screen.getByTestId('article-read-time')).toHaveTextContent('18 min read');
    const times = [...container.querySelectorAll('time')].map((time) => [time.getAttribute('datetime'), time.textContent]);
    expect(times).toEqual([
      ['2025-01-21', 'January 21, 2025'],
      ['2025-04-08', 'April 8, 2025'],
    ]);
  });
});

describe('formatArticleDate', () => {
  it.each([
    ['2025-01-01', 'January 1, 2025'],
    ['2024-12-31', 'December 31, 2024'],
    ['2024-02-29', 'February 29, 2024'],
  ])('%s → %s, whatever the time zone', (iso, text) => {
    expect(formatArticleDate(iso)).toBe(text);
  });
});
