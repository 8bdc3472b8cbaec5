/** @jest-environment node */
import { getArticle, getArticleSummaries, getArticles, loadArticles } from '@/lib/content';
import { articleCategories } from '@/lib/domain/article-categories';
import { articleSlugs } from '@/lib/schemas/article';

const articles = getArticles();
const bySlug = (slug: string) => {
  const article = getArticle(slug);
  if (!article) throw new Error(`no article ${slug}`);
  return article;
};
/** The body as a reader sees it: tags removed, entities decoded, whitespace collapsed. */
const textOf = (slug: string) =>
  bySlug(slug)
    .html.replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');

describe('the six articles in content/articles', () => {
  it('all parse, one per article route', () => {
    expect(articles.map((article) => article.slug).sort()).toEqual([...articleSlugs].sort());
    expect(loadArticles()).toHaveLength(6);
  });

  it('link to their routes and are ordered newest first', () => {
    for (const article of articles) expect(article.href).toBe(`/resources/${article.slug}`);
    const dates = articles.map((article) => article.published);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(articleSlugs)('%s is substantial, structured and has no h1 of its own', (slug) => {
    const article = bySlug(slug);
    expect(article.wordCount).toBeGreaterThanOrEqual(1200);
    expect(article.headings.length).toBeGreaterThanOrEqual(5);
    expect(article.html).not.toMatch(/<h1[\s>]/);
    for (const heading of article.headings) expect(article.html).toContain(`id="${heading.id}"`);
    expect(new Set(article.headings.map((heading) => heading.id)).size).toBe(article.headings.length);
  });

  it.each(articleSlugs)('%s states a read time that fits its length (120 to 250 words a minute)', (slug) => {
    const { wordCount, readTime } = bySlug(slug);
    expect(wordCount / readTime).toBeGreaterThanOrEqual(120);
    expect(wordCount / readTime).toBeLessThanOrEqual(250);
  });

  it('carry the 18 and 15 minute read times on the two longest articles', () => {
    expect(bySlug('pciDss').readTime).toBe(18);
    expect(bySlug('securityCulture').readTime).toBe(15);
    const longest = [...articles].sort((a, b) => b.wordCount - a.wordCount).slice(0, 2);
    expect(longest.map((article) => article.slug).sort()).toEqual(['pciDss', 'securityCulture']);
  });

  it('use only the Guide and Best Practice tags, and every filter category has an article', () => {
    for (const article of articles) expect(['Guide', 'Best Practice']).toContain(article.tag);
    for (const category of articleCategories) expect(articles.some((article) => article.category === category)).toBe(true);
    expect(articles.some((article) => article.featured)).toBe(true);
  });

  it('have updated dates no earlier than published dates', () => {
    for (const article of articles) expect(article.updated >= article.published).toBe(true);
  });
});

describe('facts the articles must state', () => {
  it('PCI DSS: the 12 requirements', () => {
    const rows = bySlug('pciDss').html.match(/<tr>\s*<td>(\d+)<\/td>/g) ?? [];
    expect(rows.map((row) => Number(/(\d+)/.exec(row)?.[1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(textOf('pciDss')).toContain('The 12 requirements of PCI DSS');
  });

  it('PCI DSS: merchant levels 1 to 4 with their thresholds', () => {
    const text = textOf('pciDss');
    expect(text).toMatch(/Level 1 6 million\+ transactions/);
    expect(text).toMatch(/Level 2 1–6 million transactions/);
    expect(text).toMatch(/Level 3 20,000–1 million e-commerce transactions/);
    expect(text).toMatch(/Level 4 Under 20,000 e-commerce transactions/);
  });

  it.each([
    ['SAQ A', 22],
    ['SAQ A-EP', 179],
    ['SAQ B', 41],
    ['SAQ B-IP', 82],
    ['SAQ C', 160],
    ['SAQ D', 329],
  ])('PCI DSS: %s has %i questions', (saq, questions) => {
    const row = new RegExp(`<tr>\\s*<td>${saq}</td>\\s*<td>[^<]+</td>\\s*<td>${questions}</td>`);
    expect(bySlug('pciDss').html).toMatch(row);
  });

  it('PCI DSS: implementation phases and cost ranges', () => {
    const article = bySlug('pciDss');
    expect(article.headings.map((heading) => heading.text)).toEqual(
      expect.arrayContaining(['Implementation timeline', 'What PCI DSS compliance costs']),
    );
    expect(article.html).toMatch(/<h3[^>]*>Phase 1: Scoping and gap assessment/);
    expect(article.html).toMatch(/<h3[^>]*>Phase 5: Assessment and attestation/);
    expect(textOf('pciDss')).toContain('Consulting and gap assessment $50,000–$150,000');
  });

  it('ISO 27001 vs SOC 2: a certificate valid 3 years, SOC 2 audits annual', () => {
    const text = textOf('isoVsSoc2');
    expect(text).toContain('Certificate valid for 3 years');
    expect(text).toContain('audits are annual');
  });

  it('security culture: comparison, five pillars, four phases over months 1–12, six principles, metrics, quote', () => {
    const article = bySlug('securityCulture');
    const text = textOf('securityCulture');
    expect(text).toContain('Compliance-driven approach');
    expect(text).toContain('Culture-driven approach');
    expect(article.html.match(/<h3 id="\d-[^"]+">\d\. /g)).toHaveLength(5);
    expect(text).toContain('A four-phase roadmap for months 1–12');
    for (const months of ['months 1–2', 'months 3–5', 'months 6–9', 'months 10–12']) expect(text).toContain(months);
    const principles = /Six leadership principles[\s\S]*?<ol>([\s\S]*?)<\/ol>/.exec(article.html)?.[1] ?? '';
    expect(principles.match(/<li>/g)).toHaveLength(6);
    expect(article.html.match(/class="metric"/g)).toHaveLength(6);
    expect(article.html).toMatch(/<blockquote>[\s\S]*Security is a process, not a product/);
  });

  it('the other three cover their subjects', () => {
    expect(textOf('trends')).toContain('2025');
    expect(textOf('soc2CaseStudy')).toMatch(/fintech/i);
    expect(textOf('soc2CaseStudy')).toContain('SOC 2 Type II');
    expect(textOf('aiArticle')).toContain('business associate');
  });
});

describe('look-ups', () => {
  it('finds an article by slug and nothing for any other value', () => {
    expect(getArticle('pciDss')?.title).toMatch(/PCI DSS/);
    expect(getArticle('PCIDSS')).toBeUndefined();
    expect(getArticle('../pciDss')).toBeUndefined();
    expect(getArticle('')).toBeUndefined();
  });

  it('summaries carry what the cards need and no rendered body', () => {
    const summaries = getArticleSummaries();
    expect(summaries).toHaveLength(6);
    for (const summary of summaries) {
      expect(summary).not.toHaveProperty('html');
      expect(summary).not.toHaveProperty('headings');
      expect(summary).toEqual(
        expect.objectContaining({ title: expect.any(String), href: expect.any(String), category: expect.any(String) }),
      );
    }
  });
});
