import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ArticleGrid } from '@/components/resources/article-grid';
import { CategoryFilterBar } from '@/components/resources/category-filter-bar';
import { FeaturedArticles } from '@/components/resources/featured-articles';
import { NewsletterForm } from '@/components/marketing/newsletter-form';
import { ResourceFilter } from '@/components/resources/resource-filter';
import { PageIntro } from '@/components/site/page-intro';
import { getArticleSummaries } from '@/lib/content';

export const metadata: Metadata = {
  title: 'Resources',
  description:
    'Guides, case studies and best practices on SOC 2, ISO 27001, HIPAA, PCI DSS and building a security culture, from the compliance automation team.',
  alternates: { canonical: '/resources' },
  openGraph: { type: 'website', url: '/resources', title: 'Resources' },
  twitter: { card: 'summary' },
};

export default function ResourcesPage() {
  const articles = getArticleSummaries();
  return (
    <>
      <PageIntro title="Resources" lead="Guides, case studies and best practices for compliance teams." />
      <FeaturedArticles articles={articles.filter((article) => article.featured)} />
      <section aria-labelledby="all-articles-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="all-articles-heading" className="mb-6 text-2xl font-bold text-slate-900">
          Browse all articles
        </h2>
        {/* The filter reads the URL query, so it renders in the browser; the prerendered fallback lists everything. */}
        <Suspense
          fallback={
            <>
              <CategoryFilterBar selected={undefined} />
              <ArticleGrid articles={articles} />
            </>
          }
        >
          <ResourceFilter articles={articles} />
        </Suspense>
      </section>
      <section aria-labelledby="newsletter-heading" className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
          <h2 id="newsletter-heading" className="text-2xl font-bold text-slate-900">
            Subscribe to our newsletter
          </h2>
          <p className="mt-2 text-slate-600">New guides and compliance updates in your inbox, about once a month.</p>
          <div className="mt-6">
            <NewsletterForm labelledBy="newsletter-heading" />
          </div>
        </div>
      </section>
    </>
  );
}
