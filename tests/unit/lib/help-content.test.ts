/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getHelpArticle, getHelpArticles, getHelpSummaries, getLegalPage, loadHelpArticles, loadLegalPages } from '@/lib/content';
import { office } from '@/lib/marketing/content/office';
import { helpGroups, helpSlugs } from '@/lib/schemas/help';
import { legalSlugs } from '@/lib/schemas/legal';

const articles = getHelpArticles();
const legal = legalSlugs.map(getLegalPage);
const article = (slug: string) => {
  const found = getHelpArticle(slug);
  if (!found) throw new Error(`no help article ${slug}`);
  return found;
};
/** A body as a reader sees it: tags removed, entities decoded, whitespace collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');

/** The public pages a help or legal link may lead to (besides the help articles and legal pages themselves). */
const otherPublicRoutes = ['/', '/help', '/support', '/register', '/login', '/findId', '/questionnaire', '/book', '/pricing', '/resources'];

describe('the help articles in content/help', () => {
  it('all parse, one per route, in the index order', () => {
    expect(articles.map((entry) => entry.slug)).toEqual([...helpSlugs]);
    expect(loadHelpArticles()).toHaveLength(helpSlugs.length);
    for (const entry of articles) expect(entry.href).toBe(`/help/${entry.slug}`);
  });

  it('fill every group of the index', () => {
    for (const group of helpGroups) expect(articles.some((entry) => entry.group === group)).toBe(true);
  });

  it.each(helpSlugs)('%s is structured, has no h1 of its own and unique section ids', (slug) => {
    const { html, headings } = article(slug);
    expect(headings.length).toBeGreaterThanOrEqual(3);
    expect(html).not.toMatch(/<h1[\s>]/);
    expect(new Set(headings.map((heading) => heading.id)).size).toBe(headings.length);
  });

  it('summaries carry the sections for the index, without the bodies', () => {
    const summaries = getHelpSummaries();
    expect(summaries.map((summary) => summary.slug)).toEqual([...helpSlugs]);
    for (const summary of summaries) {
      expect(summary).not.toHaveProperty('html');
      expect(summary.headings).toEqual(article(summary.slug).headings);
    }
  });

  it('has the ISO 27001 setup section that setup page’s View Documentation opens', () => {
    expect(article('frameworks').headings).toContainEqual({ id: 'iso-27001-setup', text: 'ISO 27001 setup' });
  });

  it('covers the getting-started steps the dashboard panel shows', () => {
    const text = textOf(article('getting-started').html);
    for (const step of ['Add your frameworks', 'Upload evidence', 'Create a policy', 'Invite Team Member']) expect(text).toContain(step);
  });

  it('describes the REST API: keys, scopes, limits, every endpoint, errors and a push with curl', () => {
    const text = textOf(article('api').html);
    expect(existsSync(join(process.cwd(), 'app', 'api', 'v1'))).toBe(true);
    expect(text).not.toContain('The REST API is not available yet');
    for (const words of [
      'Settings › API Keys',
      'Authorization: Bearer',
      'read-only',
      'read-write',
      'Retry-After',
      '/api/v1/openapi.json',
      'sha256sum',
    ])
      expect(text).toContain(words);
    for (const endpoint of [
      'GET /api/v1/frameworks',
      'GET /api/v1/frameworks/{frameworkId}',
      'GET /api/v1/controls',
      'POST /api/v1/controls/{controlId}/evidence',
      'GET /api/v1/evidence',
      'GET /api/v1/evidence/{id}/file',
    ])
      expect(text).toContain(endpoint);
    for (const status of ['400', '401', '403', '404', '413', '422', '429']) expect(text).toContain(status);
  });

  it('lists every configuration variable of the README in the self-hosting guide', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    const tableStart = readme.indexOf('| Variable | Default | Meaning |');
    const table = readme.slice(tableStart, readme.indexOf('\n## ', tableStart));
    const variables = [...table.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]);
    expect(variables.length).toBeGreaterThanOrEqual(16);
    const guide = article('self-hosting').html;
    for (const variable of variables) expect(guide).toContain(`<code>${variable}</code>`);
    for (const command of ['npm ci &amp;&amp; npm run build &amp;&amp; npm start', 'npm ci &amp;&amp; npm test'])
      expect(guide).toContain(command);
  });
});

describe('links inside the help and legal pages', () => {
  const pages = [...articles, ...legal];
  const routes = new Set([...otherPublicRoutes, ...articles.map((entry) => entry.href), ...legal.map((page) => page.href)]);

  it.each(pages.map((page) => [page.href, page] as const))('%s links only to pages and sections that exist', (_href, page) => {
    const hrefs = [...page.html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1] ?? '');
    for (const href of hrefs) {
      if (href.startsWith('mailto:')) continue;
      if (href.startsWith('#')) {
        expect(page.html).toContain(`id="${href.slice(1)}"`);
        continue;
      }
      const [path = '', section] = href.split('#');
      expect(routes).toContain(path);
      if (section) expect(getHelpArticle(path.replace('/help/', ''))?.headings.map((heading) => heading.id)).toContain(section);
    }
  });
});

describe('the legal pages in content/legal', () => {
  it('both parse and are dated', () => {
    expect(
      loadLegalPages()
        .map((page) => page.slug)
        .sort(),
    ).toEqual([...legalSlugs].sort());
    for (const page of legal) {
      expect(page.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.updated >= page.effective).toBe(true);
      expect(page.href).toBe(`/${page.slug}`);
    }
  });

  it('the privacy policy names what the product stores, its one cookie and how long data is kept', () => {
    const text = textOf(getLegalPage('privacy').html);
    for (const fact of [
      'AccessToken',
      'HttpOnly',
      '20 days',
      '30 days',
      'ACTIVITY_RETENTION_DAYS',
      'Rate-limit counters',
      'Activity log',
      'Uploaded files',
      'Organization records',
      'S3',
      'PostgreSQL',
    ])
      expect(text).toContain(fact);
  });

  it('the terms cover acceptable use, accounts, data ownership, availability and liability', () => {
    const headings = getLegalPage('terms').headings.map((heading) => heading.text);
    for (const heading of ['Accounts', 'Acceptable use', 'Your data', 'Availability', 'Limitation of liability'])
      expect(headings).toContain(heading);
  });

  it('give the address the site already names for contact', () => {
    for (const page of legal) expect(page.html).toContain(`mailto:${office.email}`);
  });
});
