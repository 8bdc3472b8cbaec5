import { DEFAULT_REDIRECT, safeRedirect } from '@/lib/safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/manage', '/manage'],
    ['/manage/evidence?x=1', '/manage/evidence?x=1'],
    ['/manage/evidence?q=a%20b&tab=2', '/manage/evidence?q=a%20b&tab=2'],
    ['/manage/settings?path=profile#top', '/manage/settings?path=profile#top'],
    ['/', '/'],
    ['/pricing', '/pricing'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    '//e.com',
    '//e.com/manage',
    '/\\e.com',
    '\\\\e.com',
    '\\/e.com',
    '/\\/e.com',
    'https://e.com',
    'http://e.com/manage',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'e.com',
    'manage',
    '',
    ' /manage',
    '/\t/e.com',
    '/\n/e.com',
    '/\r/e.com',
    '/\u0000/e.com',
    '/\u00a0/e.com',
    '/\u2028/e.com',
    '/%2Fe.com',
    '/%2fe.com',
    '%2F%2Fe.com',
    '/%5Ce.com',
    '/%5ce.com',
    '/%252F%252Fe.com',
    '/%25252F%25252Fe.com',
    '/%09/e.com',
    '/%0a/e.com',
    '/%00/e.com',
    '/%E0%A4%A',
    '/..//e.com',
    '///e.com',
    '/\\\\e.com',
    'https:/e.com',
    '/manage\\..\\..\\e.com',
  ])('refuses %j', (input) => {
    expect(safeRedirect(input)).toBe(DEFAULT_REDIRECT);
  });

  it.each([undefined, null, 42, {}, ['/manage'], '/'.repeat(3000)])('refuses the non-path %#', (input) => {
    expect(safeRedirect(input)).toBe(DEFAULT_REDIRECT);
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//e.com', '/')).toBe('/');
  });

  it('never leaves the origin for generated inputs', () => {
    const pieces = [
      '/',
      '\\',
      '//',
      '%2F',
      '%5C',
      '%252F',
      'e.com',
      ':',
      'http:',
      '@',
      '?',
      '#',
      '.',
      '..',
      '\t',
      '\n',
      ' ',
      '%09',
      'manage',
      '%',
      '\u3000',
    ];
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 5000; run += 1) {
      const length = 1 + Math.floor(random() * 6);
      const input = Array.from({ length }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const output = safeRedirect(input);
      const resolved = new URL(output, 'https://app.example');
      expect(resolved.origin).toBe('https://app.example');
      expect(output.startsWith('/')).toBe(true);
      expect(output.startsWith('//')).toBe(false);
      expect(/[\\\u0000-\u001f]/.test(output)).toBe(false);
    }
  });
});
