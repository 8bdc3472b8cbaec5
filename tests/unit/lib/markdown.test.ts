/** @jest-environment node */
import { countWords, headingId, MarkdownError, renderMarkdown } from '@/lib/markdown';

describe('headingId', () => {
  it.each([
    ['The 12 requirements of PCI DSS', 'the-12-requirements-of-pci-dss'],
    ['ISO 27001 vs SOC 2: side by side', 'iso-27001-vs-soc-2-side-by-side'],
    ['Phase 1: Assess and align (months 1–2)', 'phase-1-assess-and-align-months-12'],
    ['  Spaces   everywhere ', 'spaces-everywhere'],
    ['What <em>counts</em> as PHI?', 'what-counts-as-phi'],
    ['Q&amp;A', 'qa'],
  ])('%s → %s', (text, id) => {
    expect(headingId(text)).toBe(id);
  });
});

describe('renderMarkdown', () => {
  it('gives level-2 and level-3 headings ids and self-links, and lists level-2 headings', () => {
    const { html, headings } = renderMarkdown('## First part\n\ntext\n\n### Detail\n\n## Second *part*\n');
    expect(headings).toEqual([
      { id: 'first-part', text: 'First part' },
      { id: 'second-part', text: 'Second part' },
    ]);
    expect(html).toContain('<h2 id="first-part">First part <a class="heading-anchor" href="#first-part"');
    expect(html).toContain('aria-label="Link to this section: First part"');
    expect(html).toContain('<h3 id="detail">');
    expect(html).toContain('<h2 id="second-part">Second <em>part</em>');
  });

  it('makes repeated heading ids unique', () => {
    const { headings } = renderMarkdown('## Costs\n\n## Costs\n\n## Costs\n');
    expect(headings.map((heading) => heading.id)).toEqual(['costs', 'costs-1', 'costs-2']);
  });

  it('renders deeper headings without ids', () => {
    expect(renderMarkdown('#### Small\n').html).toBe('<h4>Small</h4>\n');
  });

  it('wraps tables in a focusable region labelled by the section they belong to', () => {
    const { html } = renderMarkdown('## Levels\n\n| Level | Volume |\n| --- | --- |\n| 1 | 6 million+ |\n');
    expect(html).toMatch(/<div class="table-scroll" role="region" aria-label="Table 1: Levels" tabindex="0"><table>/);
    expect(html).toContain('<td>6 million+</td>');
  });

  it('renders lists, blockquotes, emphasis and links', () => {
    const { html } = renderMarkdown('- one\n- two\n\n1. first\n\n> quoted\n\n**bold** [link](/book)\n');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol>\n<li>first</li>');
    expect(html).toContain('<blockquote>\n<p>quoted</p>');
    expect(html).toContain('<strong>bold</strong> <a href="/book">link</a>');
  });

  it('refuses a level-1 heading', () => {
    expect(() => renderMarkdown('# Title\n')).toThrow(MarkdownError);
  });

  it('escapes quotes in heading labels', () => {
    expect(renderMarkdown('## The "best" way\n').html).toContain('aria-label="Link to this section: The &quot;best&quot; way"');
  });
});

describe('renderMarkdown with sanitize', () => {
  const sanitized = (source: string) => renderMarkdown(source, { sanitize: true }).html;

  it('shows raw HTML as text, block and inline', () => {
    const html = sanitized('<script>alert(1)</script>\n\nA <img src=x onerror="alert(1)"> here\n');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('keeps web, mail, relative and in-page links and drops the others to their text', () => {
    const html = sanitized('[a](/help) [b](#part) [c](mailto:x@complia.example) [d](https://example.com) [e](javascript:alert(1))\n');
    expect(html).toContain('<a href="/help">a</a>');
    expect(html).toContain('<a href="#part">b</a>');
    expect(html).toContain('<a href="mailto:x@complia.example">c</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">d</a>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain(' e</p>');
  });

  it('shows an image as its alternative text', () => {
    expect(sanitized('![A diagram](https://example.com/x.png)\n')).toBe('<p>A diagram</p>\n');
  });

  it('keeps heading ids, self-links and labelled tables', () => {
    const { html, headings } = renderMarkdown('## Part\n\n| a |\n| - |\n| 1 |\n', { sanitize: true });
    expect(headings).toEqual([{ id: 'part', text: 'Part' }]);
    expect(html).toContain('<a class="heading-anchor" href="#part"');
    expect(html).toContain('aria-label="Table 1: Part"');
  });

  it("leaves the articles' raw HTML alone without it", () => {
    expect(renderMarkdown('<div class="metric">5%</div>\n').html).toContain('<div class="metric">');
  });
});

describe('countWords', () => {
  it('counts words, not Markdown or HTML syntax', () => {
    expect(countWords('## Two words\n\n| a | b |\n| --- | --- |\n\n<div class="x">three more words</div> [link text](/x)')).toBe(9);
  });

  it('is zero for an empty body', () => {
    expect(countWords('  \n')).toBe(0);
  });
});
