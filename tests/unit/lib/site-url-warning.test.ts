import { DEFAULT_SITE_URL, siteUrlWarning } from '@/lib/site-url-warning';

describe('siteUrlWarning', () => {
  it.each([
    ['localhost', 3000],
    ['127.0.0.1', 3000],
    ['127.1.2.3', 3000],
    ['::1', 3000],
    ['[::1]', 3000],
    ['app.localhost', 3000],
  ])('says nothing when SITE_URL is unset and the server listens on %s:%d, where the default leads', (hostname, port) => {
    expect(siteUrlWarning({ siteUrl: undefined, hostname, port })).toBeNull();
  });

  it.each([
    [undefined, 3000, 'on 0.0.0.0:3000, beyond this machine'],
    ['', 3000, 'on 0.0.0.0:3000, beyond this machine'],
    ['0.0.0.0', 8080, 'on 0.0.0.0:8080, beyond this machine'],
    ['::', 3000, 'on [::]:3000, beyond this machine'],
    ['compliance.example.com', 3000, 'on compliance.example.com:3000, beyond this machine'],
    ['10.0.0.5', 3000, 'on 10.0.0.5:3000, beyond this machine'],
    ['127.0.0.1', 8080, 'on port 8080'],
    ['localhost', 4000, 'on port 4000'],
  ])('warns when SITE_URL is unset and the server listens on %p port %d', (hostname, port, where) => {
    const warning = siteUrlWarning({ siteUrl: undefined, hostname, port });
    expect(warning).toBe(
      `SITE_URL is not set: links in e-mails (invitations, password resets) would point to http://localhost:3000, while this server listens ${where}. ` +
        'Set SITE_URL to the address people open it at, e.g. SITE_URL=https://compliance.example.com.',
    );
  });

  it('treats an empty SITE_URL as unset, as lib/env.ts does', () => {
    expect(siteUrlWarning({ siteUrl: '  ', hostname: '0.0.0.0', port: 3000 })).toContain('SITE_URL is not set');
  });

  it.each([
    ['https://compliance.example.com', '0.0.0.0', 443],
    ['http://localhost:8080', '127.0.0.1', 8080],
    [DEFAULT_SITE_URL, '0.0.0.0', 3000],
  ])('says nothing once SITE_URL is set (%s), wherever the server listens', (siteUrl, hostname, port) => {
    expect(siteUrlWarning({ siteUrl, hostname, port })).toBeNull();
  });
});
