import { renderPolicyMarkdown, safeHref } from '@/lib/domain/policies/markdown';

/** The rendered HTML as the browser would build it (this file runs in jsdom). */
function dom(markdown: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderPolicyMarkdown(markdown);
  return host;
}

const handlers = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].flatMap((element) => [...element.attributes].filter((attribute) => attribute.name.startsWith('on')));

describe('renderPolicyMarkdown', () => {
  it('renders headings, paragraphs, emphasis, lists and tables', () => {
    const root = dom('## Purpose\n\nThis **policy** applies.\n\n- one\n- two\n\n1. first\n\n| A | B |\n|---|---|\n| 1 | 2 |');
    expect(root.querySelector('h2')?.textContent).toBe('Purpose');
    expect(root.querySelector('p strong')?.textContent).toBe('policy');
    expect([...root.querySelectorAll('ul li')].map((item) => item.textContent)).toEqual(['one', 'two']);
    expect(root.querySelector('ol li')?.textContent).toBe('first');
    expect(root.querySelectorAll('td')).toHaveLength(2);
  });

  it('makes a level-1 heading an h2: the page has the only h1', () => {
    const root = dom('# Title');
    expect(root.querySelector('h1')).toBeNull();
    expect(root.querySelector('h2')?.textContent).toBe('Title');
  });

  it('shows raw HTML as text: no script, no image with an onerror handler, no handlers at all', () => {
    const root = dom(
      '<script>alert(1)</script>\n\nHello <img src=x onerror="alert(2)"> and <b onclick="x()">bold</b>\n\n<div onmouseover="y()">block</div>',
    );
    expect(root.querySelector('script, img, b, div')).toBeNull();
    expect(handlers(root)).toEqual([]);
    expect(root.textContent).toContain('<script>alert(1)</script>');
    expect(root.textContent).toContain('<img src=x onerror="alert(2)">');
  });

  it('drops javascript: and data: links, however they are written, keeping their text', () => {
    const root = dom(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](javascript&#58;alert(1)) [d](java&#x09;script:alert(1)) <javascript:alert(1)> [e](data:text/html;base64,PHNjcmlwdD4=) [f](vbscript:x)',
    );
    const hrefs = [...root.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([]);
    expect(root.textContent).toContain('a b c d');
    expect(root.innerHTML).not.toMatch(/href="\s*(javascript|data|vbscript)/i);
  });

  it('keeps web, mail, relative and in-page links; external ones open without the opener', () => {
    const root = dom(
      '[site](https://example.com/a "Site") [mail](mailto:privacy@example.com) [rel](/manage/policies) [frag](#scope) [page](policies/other)',
    );
    const links = [...root.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/a',
      'mailto:privacy@example.com',
      '/manage/policies',
      '#scope',
      'policies/other',
    ]);
    expect(links[0]?.getAttribute('rel')).toContain('noopener');
    expect(links[0]?.getAttribute('title')).toBe('Site');
    expect(links[2]?.hasAttribute('rel')).toBe(false);
  });

  it('shows an image as its alternative text, escaped', () => {
    const root = dom('![Org chart <b>now</b>](https://example.com/chart.png)');
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('Org chart');
    expect(root.querySelector('b')).toBeNull();
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['HTTP://EXAMPLE.COM', 'HTTP://EXAMPLE.COM'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
    ['/path', '/path'],
    ['#part', '#part'],
    ['relative/page?x=1:2', 'relative/page?x=1:2'],
  ])('keeps %s', (href, kept) => {
    expect(safeHref(href)).toBe(kept);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,x',
    'file:///etc/passwd',
    'ftp://x',
    '',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeNull();
  });
});
