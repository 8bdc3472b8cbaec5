import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { ZodType } from 'zod';
import { countWords, MarkdownError, renderMarkdown, type RenderedMarkdown } from '@/lib/markdown';
import {
  type Article,
  type ArticleFrontMatter,
  articleFrontMatterSchema,
  type ArticleSlug,
  articleSlugs,
  type ArticleSummary,
} from '@/lib/schemas/article';
import {
  type HelpArticle,
  type HelpFrontMatter,
  helpFrontMatterSchema,
  type HelpSlug,
  helpSlugs,
  type HelpSummary,
} from '@/lib/schemas/help';
import { type LegalFrontMatter, type LegalPage, legalFrontMatterSchema, type LegalSlug, legalSlugs } from '@/lib/schemas/legal';

/** The folders of the site's Markdown content. This module is the only one that reads them. */
export const articlesDir = join(process.cwd(), 'content', 'articles');
export const helpDir = join(process.cwd(), 'content', 'help');
export const legalDir = join(process.cwd(), 'content', 'legal');

/** Thrown (and so failing the build) for a content file that cannot be published; the message names file and field. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** The same, for a file of content/articles. */
export class ArticleContentError extends ContentError {
  override name = 'ArticleContentError';
}

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** What a kind of content file is checked against, and how its messages name it. */
type Collection<T> = {
  schema: ZodType<T>;
  slugs: readonly string[];
  /** "an article route": what a file name must be. */
  route: string;
  /** "the article": what has no body. */
  noun: string;
  sanitize: boolean;
  error: new (message: string) => ContentError;
};

type ParsedFile<T> = { slug: string; data: T; rendered: RenderedMarkdown; body: string };

/** Splits, validates and renders one Markdown file. Throws the collection's error naming the file and field. */
function parseFile<T>(collection: Collection<T>, fileName: string, source: string, displayPath: string): ParsedFile<T> {
  const fail = (message: string): never => {
    throw new collection.error(`${displayPath}: ${message}`);
  };
  const slug = fileName.replace(/\.md$/, '');
  if (!collection.slugs.includes(slug)) fail(`"${slug}" is not ${collection.route}; expected one of ${collection.slugs.join(', ')}`);

  const match = frontMatterPattern.exec(source);
  if (!match) return fail('missing front matter (a block between two --- lines at the top of the file)');
  const [, yamlText = '', body = ''] = match;

  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch (error) {
    return fail(`front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  const result = collection.schema.safeParse(data ?? {});
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
  if (!body.trim()) fail(`${collection.noun} has no body`);

  try {
    return { slug, data: result.data, rendered: renderMarkdown(body, { sanitize: collection.sanitize }), body };
  } catch (error) {
    if (error instanceof MarkdownError) return fail(error.message);
    throw error;
  }
}

/** Reads every Markdown file of a folder; throws when a file is invalid or one of the routes has no file. */
function loadFolder<T, R extends { slug: string }>(dir: string, collection: Collection<T>, build: (parsed: ParsedFile<T>) => R): R[] {
  // Every page that reads content is prerendered, so the server bundle needs no copy of content/.
  const files = readdirSync(/*turbopackIgnore: true*/ dir).filter((name) => name.endsWith('.md'));
  const items = files.map((name) => {
    const path = join(/*turbopackIgnore: true*/ dir, name);
    const source = readFileSync(/*turbopackIgnore: true*/ path, 'utf8');
    return build(parseFile(collection, name, source, relative(process.cwd(), path) || name));
  });
  const missing = collection.slugs.filter((slug) => !items.some((item) => item.slug === slug));
  if (missing.length) throw new collection.error(`${relative(process.cwd(), dir) || dir}: no file for ${missing.join(', ')}`);
  return items;
}

// Articles: /resources/<slug>, newest first.

const articleCollection: Collection<ArticleFrontMatter> = {
  schema: articleFrontMatterSchema,
  slugs: articleSlugs,
  route: 'an article route',
  noun: 'the article',
  sanitize: false,
  error: ArticleContentError,
};

function toArticle({ slug, data, rendered, body }: ParsedFile<ArticleFrontMatter>): Article {
  const { html, headings } = rendered;
  return { ...data, slug: slug as ArticleSlug, href: `/resources/${slug}`, html, headings, wordCount: countWords(body) };
}

/** Splits, validates and renders one article. Throws ArticleContentError naming the file and field. */
export function parseArticle(fileName: string, source: string, displayPath = fileName): Article {
  return toArticle(parseFile(articleCollection, fileName, source, displayPath));
}

/**
 * Reads every article in a folder (content/articles by default), newest first. Throws ArticleContentError
 * when a file is invalid or one of the six routes has no file.
 */
export function loadArticles(dir: string = articlesDir): Article[] {
  const articles = loadFolder(dir, articleCollection, toArticle);
  return articles.sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
}

let articleCache: Article[] | undefined;

/** The six published articles, read once per process. */
export function getArticles(): Article[] {
  articleCache ??= loadArticles();
  return articleCache;
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

// The help center: /help/<slug>, in the order of helpSlugs. Its Markdown is rendered sanitized.

const helpCollection: Collection<HelpFrontMatter> = {
  schema: helpFrontMatterSchema,
  slugs: helpSlugs,
  route: 'a help article route',
  noun: 'the article',
  sanitize: true,
  error: ContentError,
};

function toHelpArticle({ slug, data, rendered }: ParsedFile<HelpFrontMatter>): HelpArticle {
  return { ...data, slug: slug as HelpSlug, href: `/help/${slug}`, html: rendered.html, headings: rendered.headings };
}

/** Splits, validates and renders one help article. Throws ContentError naming the file and field. */
export function parseHelpArticle(fileName: string, source: string, displayPath = fileName): HelpArticle {
  return toHelpArticle(parseFile(helpCollection, fileName, source, displayPath));
}

/** Reads every help article in a folder (content/help by default), in the index's order. */
export function loadHelpArticles(dir: string = helpDir): HelpArticle[] {
  const order = (article: HelpArticle) => helpSlugs.indexOf(article.slug);
  return loadFolder(dir, helpCollection, toHelpArticle).sort((a, b) => order(a) - order(b));
}

let helpCache: HelpArticle[] | undefined;

/** The help articles, read once per process. */
export function getHelpArticles(): HelpArticle[] {
  helpCache ??= loadHelpArticles();
  return helpCache;
}

/** One help article by slug, or undefined for any other value. */
export function getHelpArticle(slug: string): HelpArticle | undefined {
  return getHelpArticles().find((article) => article.slug === slug);
}

/** What the help index needs: every article without its body. */
export function getHelpSummaries(): HelpSummary[] {
  return getHelpArticles().map(({ slug, href, title, description, group, updated, headings }) => ({
    slug,
    href,
    title,
    description,
    group,
    updated,
    headings,
  }));
}

// The legal pages: /privacy and /terms, rendered sanitized.

const legalCollection: Collection<LegalFrontMatter> = {
  schema: legalFrontMatterSchema,
  slugs: legalSlugs,
  route: 'a legal page route',
  noun: 'the page',
  sanitize: true,
  error: ContentError,
};

function toLegalPage({ slug, data, rendered }: ParsedFile<LegalFrontMatter>): LegalPage {
  return { ...data, slug: slug as LegalSlug, href: `/${slug}`, html: rendered.html, headings: rendered.headings };
}

/** Splits, validates and renders one legal page. Throws ContentError naming the file and field. */
export function parseLegalPage(fileName: string, source: string, displayPath = fileName): LegalPage {
  return toLegalPage(parseFile(legalCollection, fileName, source, displayPath));
}

/** Reads both legal pages from a folder (content/legal by default). */
export function loadLegalPages(dir: string = legalDir): LegalPage[] {
  return loadFolder(dir, legalCollection, toLegalPage);
}

let legalCache: LegalPage[] | undefined;

/** One legal page, read once per process. */
export function getLegalPage(slug: LegalSlug): LegalPage {
  legalCache ??= loadLegalPages();
  const page = legalCache.find((candidate) => candidate.slug === slug);
  if (!page) throw new ContentError(`content/legal: no file for ${slug}`);
  return page;
}
