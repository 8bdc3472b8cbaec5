import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { countWords, MarkdownError, renderMarkdown } from '@/lib/markdown';
import { type Article, articleFrontMatterSchema, type ArticleSlug, articleSlugs, type ArticleSummary } from '@/lib/schemas/article';

/** The folder the six articles live in. This module is the only one that reads it. */
export const articlesDir = join(process.cwd(), 'content', 'articles');

/** Thrown (and so failing the build) for an article that cannot be published; the message names file and field. */
export class ArticleContentError extends Error {
  override name = 'ArticleContentError';
}

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

const isSlug = (value: string): value is ArticleSlug => (articleSlugs as readonly string[]).includes(value);

/** Splits, validates and renders one Markdown file. Throws ArticleContentError naming the file and field. */
export function parseArticle(fileName: string, source: string, displayPath = fileName): Article {
  const fail = (message: string): never => {
    throw new ArticleContentError(`${displayPath}: ${message}`);
  };
  const slug = fileName.replace(/\.md$/, '');
  if (!isSlug(slug)) fail(`"${slug}" is not an article route; expected one of ${articleSlugs.join(', ')}`);

  const match = frontMatterPattern.exec(source);
  if (!match) return fail('missing front matter (a block between two --- lines at the top of the file)');
  const [, yamlText = '', body = ''] = match;

  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch (error) {
    return fail(`front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  const result = articleFrontMatterSchema.safeParse(data ?? {});
  if (!result.success) {
    const given = (data ?? {}) as Record<string, unknown>;
    const problems = result.error.issues.map((issue) => {
      if (issue.code === 'unrecognized_keys') return `field "${issue.keys.join('", "')}" is not allowed (a typo?)`;
      const field = issue.path.join('.') || '(root)';
      const missing = issue.code === 'invalid_type' && given[field] === undefined;
      return `field "${field}" ${missing ? 'is required' : issue.message}`;
    });
    return fail(`invalid front matter: ${problems.join('; ')}`);
  }
  if (!body.trim()) fail('the article has no body');

  try {
    const { html, headings } = renderMarkdown(body);
    return { ...result.data, slug: slug as ArticleSlug, href: `/resources/${slug}`, html, headings, wordCount: countWords(body) };
  } catch (error) {
    if (error instanceof MarkdownError) return fail(error.message);
    throw error;
  }
}

/**
 * Reads every article in a folder (content/articles by default), newest first. Throws ArticleContentError
 * when a file is invalid or one of the six routes has no file.
 */
export function loadArticles(dir: string = articlesDir): Article[] {
  // Every page that reads articles is prerendered, so the server bundle needs no copy of content/.
  const files = readdirSync(/*turbopackIgnore: true*/ dir).filter((name) => name.endsWith('.md'));
  const articles = files.map((name) => {
    const path = join(/*turbopackIgnore: true*/ dir, name);
    return parseArticle(name, readFileSync(/*turbopackIgnore: true*/ path, 'utf8'), relative(process.cwd(), path) || name);
  });
  const missing = articleSlugs.filter((slug) => !articles.some((article) => article.slug === slug));
  if (missing.length) throw new ArticleContentError(`${relative(process.cwd(), dir) || dir}: no file for ${missing.join(', ')}`);
  return articles.sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
}

let cache: Article[] | undefined;

/** The six published articles, read once per process. */
export function getArticles(): Article[] {
  cache ??= loadArticles();
  return cache;
}

/** One article by slug, or undefined for any other value. */
export function getArticle(slug: string): Article | undefined {
  return getArticles().find((article) => article.slug === slug);
}

/** What the resources cards need, without the rendered bodies (kept out of the client payload). */
export function getArticleSummaries(): ArticleSummary[] {
  return getArticles().map((article) => ({
    slug: article.slug,
    href: article.href,
    title: article.title,
    description: article.description,
    tag: article.tag,
    category: article.category,
    readTime: article.readTime,
    published: article.published,
    updated: article.updated,
    featured: article.featured,
    author: article.author,
  }));
}
