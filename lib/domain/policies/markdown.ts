import { Marked, type Tokens } from 'marked';

/**
 * The Markdown of policy bodies, rendered the same way on the server (view page) and in the browser (the
 * editor's live preview). Policy text is written by members, so nothing in it may become markup of its own:
 * raw HTML is shown as text, links keep only web, mail, relative and in-page destinations, and images show
 * their alternative text. The page's h1 is the policy's name, so a level-1 heading in a body becomes an h2.
 */

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

/** Numeric character references and `&colon;`, resolved the way a browser would read them in an attribute. */
function resolveReferences(href: string): string {
  return href
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_match, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d{1,7});?/g, (_match, decimal: string) => String.fromCodePoint(Math.min(Number(decimal), 0x10ffff)))
    .replace(/&colon;?/gi, ':');
}

/**
 * The destination of a link when it is safe to follow, else null. Character references are resolved and the
 * tabs, line breaks and other control characters browsers ignore inside URLs are removed before the scheme is
 * read; a colon before the first `/`, `?` or `#` that is not one of the allowed schemes makes the link unsafe.
 */
export function safeHref(href: string): string | null {
  const compact = resolveReferences(href).replace(/[\u0000-\u0020\u007f]/g, '');
  if (compact === '') return null;
  const scheme = SCHEME.exec(compact);
  if (scheme) return SAFE_SCHEMES.has(scheme[1]!.toLowerCase()) ? compact : null;
  const beforePath = compact.split(/[/?#]/, 1)[0] ?? '';
  return beforePath.includes(':') ? null : compact;
}

function createRenderer(): Marked {
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  marked.use({
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const level = Math.max(depth, 2);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const target = safeHref(href);
        if (target === null) return inner;
        const external = /^(https?:)?\/\//i.test(target);
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        const rel = external ? ' rel="noopener noreferrer nofollow"' : '';
        return `<a href="${escapeHtml(target)}"${titleAttribute}${rel}>${inner}</a>`;
      },
      image({ text }: Tokens.Image) {
        return escapeHtml(text);
      },
    },
  });
  return marked;
}

const renderer = createRenderer();

/** A policy body as safe HTML. */
export function renderPolicyMarkdown(source: string): string {
  return renderer.parse(source) as string;
}
