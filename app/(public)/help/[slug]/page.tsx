import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HelpArticleView } from '@/components/help/help-article-view';
import { getHelpArticle, getHelpArticles, getHelpSummaries } from '@/lib/content';
import { pageMetadata } from '@/lib/marketing/seo';

/** Only the help articles exist: any other slug is a 404, and every article is built ahead of time. */
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getHelpArticles().map((article) => ({ slug: article.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getHelpArticle((await params).slug);
  if (!article) return {};
  return pageMetadata({ title: article.title, description: article.description, path: article.href });
}

export default async function HelpArticlePage({ params }: Props) {
  const article = getHelpArticle((await params).slug);
  if (!article) notFound();
  const summaries = getHelpSummaries();
  const index = summaries.findIndex((summary) => summary.slug === article.slug);
  return <HelpArticleView article={article} previous={summaries[index - 1]} next={summaries[index + 1]} />;
}
