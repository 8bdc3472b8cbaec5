/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ArticleContentError, articlesDir, loadArticles, parseArticle } from '@/lib/content';
import { articleSlugs } from '@/lib/schemas/article';

const validFrontMatter: Record<string, string> = {
  title: '"A valid article title"',
  description: '"A description long enough to pass validation, written for search engines."',
  tag: 'Guide',
  category: 'guides',
  readTime: '7',
  published: '"2025-01-02"',
  updated: '"2025-02-03"',
  featured: 'false',
  author: 'Complia Compliance Team',
};

function articleSource(overrides: Record<string, string | undefined> = {}, body = '## Intro\n\nSome text.\n'): string {
  const fields = { ...validFrontMatter, ...overrides };
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}

function errorFor(source: string, fileName = 'trends.md'): string {
  try {
    parseArticle(fileName, source, `content/articles/${fileName}`);
  } catch (error) {
    expect(error).toBeInstanceOf(ArticleContentError);
    return (error as Error).message;
  }
  throw new Error('expected parseArticle to throw');
}

describe('parseArticle', () => {
  it('accepts a valid article and renders its body', () => {
    const article = parseArticle('trends.md', articleSource());
    expect(article).toMatchObject({ slug: 'trends', href: '/resources/trends', tag: 'Guide', readTime: 7 });
    expect(article.headings).toEqual([{ id: 'intro', text: 'Intro' }]);
    expect(article.html).toContain('<p>Some text.</p>');
  });

  it('defaults featured to false when it is left out', () => {
    expect(parseArticle('trends.md', articleSource({ featured: undefined })).featured).toBe(false);
  });

  it.each([
    ['title', { title: undefined }],
    ['description', { description: '"Too short"' }],
    ['tag', { tag: 'Opinion' }],
    ['category', { category: 'news' }],
    ['readTime', { readTime: '"18 min"' }],
    ['readTime', { readTime: '7.5' }],
    ['published', { published: '"2025-02-30"' }],
    ['published', { published: '"March 2025"' }],
    ['updated', { updated: '"2024-12-31"' }],
    ['author', { author: undefined }],
    ['subtitle', { subtitle: 'unexpected' }],
  ])('names the file and the field "%s" when it is invalid', (field, overrides) => {
    const message = errorFor(articleSource(overrides));
    expect(message).toContain('content/articles/trends.md');
    expect(message).toContain(`field "${field}"`);
  });

  it("explains the tag's allowed values", () => {
    expect(errorFor(articleSource({ tag: 'Opinion' }))).toContain("must be 'Guide' or 'Best Practice'");
  });

  it('says a missing field is required', () => {
    expect(errorFor(articleSource({ title: undefined }))).toContain('field "title" is required');
  });

  it('reports every invalid field at once', () => {
    const message = errorFor(articleSource({ tag: 'Opinion', readTime: '0' }));
    expect(message).toContain('field "tag"');
    expect(message).toContain('field "readTime"');
  });

  it('rejects a file without front matter', () => {
    expect(errorFor('## Just a body\n')).toMatch(/trends\.md: missing front matter/);
  });

  it('rejects front matter that is not YAML', () => {
    expect(errorFor('---\ntitle: [unclosed\n---\nbody\n')).toMatch(/trends\.md: front matter is not valid YAML/);
  });

  it('rejects an empty body', () => {
    expect(errorFor(articleSource({}, '\n  \n'))).toMatch(/trends\.md: the article has no body/);
  });

  it('rejects a level-1 heading in the body, since the title is the h1', () => {
    expect(errorFor(articleSource({}, '# Another title\n\ntext\n'))).toMatch(/trends\.md: a level-1 heading/);
  });

  it('rejects a file whose name is not one of the six routes', () => {
    expect(errorFor(articleSource(), 'draft.md')).toMatch(/"draft" is not an article route/);
  });
});

describe('loadArticles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'articles-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const copyAll = () => {
    for (const slug of articleSlugs) {
      writeFileSync(join(dir, `${slug}.md`), readFileSync(join(articlesDir, `${slug}.md`), 'utf8'));
    }
  };

  it('fails (and so fails the build) naming the invalid file and field', () => {
    copyAll();
    writeFileSync(join(dir, 'pciDss.md'), articleSource({ readTime: '"eighteen"' }));
    expect(() => loadArticles(dir)).toThrow(ArticleContentError);
    expect(() => loadArticles(dir)).toThrow(/pciDss\.md: invalid front matter: field "readTime"/);
  });

  it('fails when one of the six routes has no file', () => {
    copyAll();
    rmSync(join(dir, 'trends.md'));
    expect(() => loadArticles(dir)).toThrow(/no file for trends/);
  });

  it('ignores files that are not Markdown', () => {
    copyAll();
    writeFileSync(join(dir, 'notes.txt'), 'not an article');
    expect(loadArticles(dir)).toHaveLength(6);
  });
});
