import 'server-only';
import { Marked, Renderer, type RendererObject, type Tokens } from 'marked';
import { safeHref } from '@/lib/domain/policies/markdown';
import type { ArticleHeading } from '@/lib/schemas/article';

/** A GitHub-style heading id: lower case, punctuation dropped, spaces to hyphens. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

export type RenderedMarkdown = { html: string; headings: ArticleHeading[] };

/**
 * `sanitize` renders raw HTML as text, keeps only web, mail, relative and in-page link destinations, and shows an
 * image's alternative text: for content whose Markdown should never carry markup of its own (the help center and
 * the legal pages). The articles keep their few HTML blocks (a metrics grid), so they render without it.
 */
export type RenderOptions = { sanitize?: boolean };

const escapeText = (value: string) => escapeAttribute(value).replace(/'/g, '&#39;');

const sanitizingRenderer: RendererObject = {
  html({ text }: Tokens.HTML | Tokens.Tag) {
    return escapeText(text);
  },
  link({ href, title, tokens }: Tokens.Link) {
    const inner = this.parser.parseInline(tokens);
    const target = safeHref(href);
    if (target === null) return inner;
    const titleAttribute = title ? ` title="${escapeText(title)}"` : '';
    const rel = /^(https?:)?\/\//i.test(target) ? ' rel="noopener noreferrer"' : '';
    return `<a href="${escapeText(target)}"${titleAttribute}${rel}>${inner}</a>`;
  },
  image({ text }: Tokens.Image) {
    return escapeText(text);
  },
};

/** Thrown for Markdown the article layout cannot take (a second h1, a heading with no text). */
export class MarkdownError extends Error {
  override name = 'MarkdownError';
}

/**
 * Renders an article body to HTML at build time. Headings of level 2 and 3 get unique ids and a
 * self-link; level-2 headings are returned for the table of contents. Tables sit in a labelled, focusable
 * scroll region so keyboard users can scroll them on narrow screens. The page supplies the only h1.
 */
export function renderMarkdown(source: string, { sanitize = false }: RenderOptions = {}): RenderedMarkdown {
  const headings: ArticleHeading[] = [];
  const used = new Map<string, number>();
  let lastHeading = 'Article';
  let tableCount = 0;

  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const text = stripTags(inner).trim();
        if (depth === 1) throw new MarkdownError(`a level-1 heading ("${text}") is not allowed: the title is the page's h1`);
        if (!text) throw new MarkdownError('a heading has no text');
        if (depth > 3) return `<h${depth}>${inner}</h${depth}>\n`;
        const base = headingId(text) || 'section';
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen ? `${base}-${seen}` : base;
        if (depth === 2) headings.push({ id, text });
        lastHeading = text;
        const anchor = `<a class="heading-anchor" href="#${id}" aria-label="Link to this section: ${escapeAttribute(text)}">#</a>`;
        return `<h${depth} id="${id}">${inner} ${anchor}</h${depth}>\n`;
      },
      table(token: Tokens.Table) {
        tableCount += 1;
        const table = Renderer.prototype.table.call(this, token);
        const label = escapeAttribute(`Table ${tableCount}: ${lastHeading}`);
        return `<div class="table-scroll" role="region" aria-label="${label}" tabindex="0">${table}</div>\n`;
      },
    },
  });

  if (sanitize) marked.use({ renderer: sanitizingRenderer });
  const html = marked.parse(source) as string;
  return { html, headings };
}

/** Words a reader reads: Markdown and HTML syntax are not counted. */
export function countWords(source: string): number {
  const text = source
    .replace(/<[^>]*>/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
