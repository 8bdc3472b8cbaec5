/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentError, helpDir, legalDir, loadHelpArticles, loadLegalPages, parseHelpArticle, parseLegalPage } from '@/lib/content';
import { helpSlugs } from '@/lib/schemas/help';
import { legalSlugs } from '@/lib/schemas/legal';

const validHelp: Record<string, string> = {
  title: '"Evidence"',
  description: '"A description long enough to pass validation, written for search engines."',
  group: '"Working in the product"',
  updated: '"2026-11-25"',
};
const validLegal: Record<string, string> = {
  title: '"Privacy Policy"',
  description: '"A description long enough to pass validation, written for search engines."',
  effective: '"2026-11-25"',
  updated: '"2026-11-25"',
};

function source(fields: Record<string, string | undefined>, body = '## Intro\n\nSome text.\n'): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected a ContentError');
}

const helpError = (fields: Record<string, string | undefined>, body?: string, fileName = 'evidence.md') =>
  errorOf(() => parseHelpArticle(fileName, source({ ...validHelp, ...fields }, body), `content/help/${fileName}`));
const legalError = (fields: Record<string, string | undefined>, body?: string, fileName = 'privacy.md') =>
  errorOf(() => parseLegalPage(fileName, source({ ...validLegal, ...fields }, body), `content/legal/${fileName}`));

describe('parseHelpArticle', () => {
  it('accepts a valid article and renders its body sanitized', () => {
    const article = parseHelpArticle('evidence.md', source(validHelp, '## Intro\n\n<b>raw</b> [x](javascript:alert(1))\n'));
    expect(article).toMatchObject({ slug: 'evidence', href: '/help/evidence', group: 'Working in the product' });
    expect(article.headings).toEqual([{ id: 'intro', text: 'Intro' }]);
    expect(article.html).toContain('&lt;b&gt;raw&lt;/b&gt;');
    expect(article.html).not.toContain('javascript:');
  });

  it.each([
    ['title', { title: undefined }],
    ['title', { title: '"Ok"' }],
    ['description', { description: '"Too short"' }],
    ['group', { group: '"Elsewhere"' }],
    ['updated', { updated: '"2026-02-30"' }],
    ['updated', { updated: undefined }],
    ['order', { order: '3' }],
  ])('names the file and the field "%s" when it is invalid', (field, fields) => {
    const message = helpError(fields);
    expect(message).toContain('content/help/evidence.md');
    expect(message).toContain(`field "${field}"`);
  });

  it('says a missing field is required and lists the allowed groups', () => {
    expect(helpError({ title: undefined })).toContain('field "title" is required');
    expect(helpError({ group: '"Elsewhere"' })).toContain('must be one of Start here, Working in the product, Developers and operators');
  });

  it('rejects a file whose name is not a help route, front matter that is missing or not YAML, and an empty body', () => {
    expect(helpError({}, undefined, 'draft.md')).toMatch(/content\/help\/draft\.md: "draft" is not a help article route/);
    expect(errorOf(() => parseHelpArticle('api.md', '## Body only\n', 'content/help/api.md'))).toMatch(/api\.md: missing front matter/);
    expect(errorOf(() => parseHelpArticle('api.md', '---\ntitle: [x\n---\nbody\n', 'content/help/api.md'))).toMatch(
      /api\.md: front matter is not valid YAML/,
    );
    expect(helpError({}, '\n \n')).toMatch(/evidence\.md: the article has no body/);
    expect(helpError({}, '# A second title\n')).toMatch(/evidence\.md: a level-1 heading/);
  });
});

describe('parseLegalPage', () => {
  it('accepts a valid page', () => {
    expect(parseLegalPage('terms.md', source(validLegal))).toMatchObject({ slug: 'terms', href: '/terms', effective: '2026-11-25' });
  });

  it.each([
    ['effective', { effective: '"soon"' }],
    ['updated', { updated: '"2026-11-24"' }],
    ['description', { description: undefined }],
    ['author', { author: '"Legal"' }],
  ])('names the file and the field "%s" when it is invalid', (field, fields) => {
    const message = legalError(fields);
    expect(message).toContain('content/legal/privacy.md');
    expect(message).toContain(`field "${field}"`);
  });

  it('explains that a page cannot be updated before it took effect', () => {
    expect(legalError({ updated: '"2026-11-24"' })).toContain('must not be earlier than effective');
  });

  it('rejects a file that is not one of the legal routes', () => {
    expect(legalError({}, undefined, 'cookies.md')).toMatch(/"cookies" is not a legal page route/);
  });
});

describe('loading the folders', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'help-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const copy = (from: string, slugs: readonly string[]) => {
    for (const slug of slugs) writeFileSync(join(dir, `${slug}.md`), readFileSync(join(from, `${slug}.md`), 'utf8'));
  };

  it('fails (and so fails the build) naming the invalid help file and its field', () => {
    copy(helpDir, helpSlugs);
    writeFileSync(join(dir, 'reports.md'), source({ ...validHelp, group: '"Misc"' }));
    expect(() => loadHelpArticles(dir)).toThrow(ContentError);
    expect(() => loadHelpArticles(dir)).toThrow(/reports\.md: invalid front matter: field "group"/);
  });

  it('fails when a help route has no file, and ignores files that are not Markdown', () => {
    copy(helpDir, helpSlugs);
    writeFileSync(join(dir, 'notes.txt'), 'not an article');
    expect(loadHelpArticles(dir)).toHaveLength(helpSlugs.length);
    rmSync(join(dir, 'api.md'));
    expect(() => loadHelpArticles(dir)).toThrow(/no file for api/);
  });

  it('fails naming the invalid legal file, or the missing one', () => {
    copy(legalDir, legalSlugs);
    writeFileSync(join(dir, 'terms.md'), source({ ...validLegal, effective: '"tomorrow"' }));
    expect(() => loadLegalPages(dir)).toThrow(/terms\.md: invalid front matter: field "effective"/);
    rmSync(join(dir, 'terms.md'));
    expect(() => loadLegalPages(dir)).toThrow(/no file for terms/);
  });
});
