import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleJsonLd } from '@/components/articles/article-json-ld';
import { ArticleView } from '@/components/articles/article-view';
import { getArticle, getArticleSummaries, getArticles } from '@/lib/content';
import { env } from '@/lib/env';

/** Only the six articles exist: any other slug is a 404, and every article is built ahead of time. */
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getArticles().map((article) => ({ slug: article.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getArticle((await params).slug);
  if (!article) return {};
  return {
    title: article.title,
    description: article.description,
    alternates: { canonical: article.href },
    authors: [{ name: article.author }],
    openGraph: {
      type: 'article',
      url: article.href,
      title: article.title,
      description: article.description,
      publishedTime: article.published,
      modifiedTime: article.updated,
      authors: [article.author],
      section: article.tag,
    },
    twitter: { card: 'summary', title: article.title, description: article.description },
  };
}

export default async function ArticlePage({ params }: Props) {
  const article = getArticle((await params).slug);
  if (!article) notFound();
  const others = getArticleSummaries().filter((other) => other.slug !== article.slug);
  const related = [
    ...others.filter((other) => other.category === article.category),
    ...others.filter((other) => other.category !== article.category),
  ].slice(0, 3);
  return (
    <>
      <ArticleJsonLd article={article} siteUrl={env().SITE_URL} />
      <ArticleView article={article} related={related} />
    </>
  );
}
