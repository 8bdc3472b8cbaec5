/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inlineScriptHashes } from '@/lib/inline-script-hashes';
import { contentSecurityPolicy, hashedContentSecurityPolicy } from '@/lib/security-headers';
import { writePrerenderedPolicies } from '@/scripts/prerendered-script-policies';

type HeaderRoute = { source: string; regex: string; headers: { key: string; value: string }[] };

const defaultRoute = {
  source: '/:path*',
  regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
  headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(false) }],
};
const page = (script: string) =>
  `<!DOCTYPE html><html><body><main>Page</main><script src="/_next/static/chunks/a.js" async=""></script><script>${script}</script></body></html>`;

let distDir: string;
let copyDir: string;

function write(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const headerRoutes = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, 'routes-manifest.json'), 'utf8')) as { headers: HeaderRoute[] }).headers;
const policyOf = (dir: string, source: string) => headerRoutes(dir).find((route) => route.source === source)?.headers[0]?.value;

beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'prerendered-policies-'));
  copyDir = join(distDir, 'standalone', '.next');
  const routes = {
    '/': { initialRevalidateSeconds: false },
    '/_not-found': { initialRevalidateSeconds: false },
    '/pricing': { initialRevalidateSeconds: false },
    '/help/getting-started': { initialRevalidateSeconds: false },
    // Regenerated after the build: its HTML would outgrow any hash taken now.
    '/trust/acme': { initialRevalidateSeconds: 3600 },
    // A metadata file: prerendered, but no HTML.
    '/sitemap.xml': { initialRevalidateSeconds: false },
  };
  write(join(distDir, 'prerender-manifest.json'), JSON.stringify({ version: 4, routes }));
  write(join(distDir, 'server', 'app', 'index.html'), page('self.__next_f.push([1,"home"])'));
  write(join(distDir, 'server', 'app', '_not-found.html'), page('self.__next_f.push([1,"not found"])'));
  write(join(distDir, 'server', 'app', 'pricing.html'), page('self.__next_f.push([1,"pricing"])'));
  write(join(distDir, 'server', 'app', 'help', 'getting-started.html'), page('self.__next_f.push([1,"help"])'));
  write(join(distDir, 'server', 'app', 'trust', 'acme.html'), page('self.__next_f.push([1,"trust"])'));
  write(join(distDir, 'server', 'app', 'sitemap.xml.body'), '<urlset/>');
  for (const dir of [distDir, copyDir])
    write(join(dir, 'routes-manifest.json'), JSON.stringify({ version: 3, headers: [defaultRoute], redirects: [] }));
});

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe('writePrerenderedPolicies', () => {
  it("gives each page prerendered for good a policy with exactly its own inline scripts' hashes", () => {
    expect(writePrerenderedPolicies(distDir, [copyDir])).toBe(4);
    const expected = (script: string) => hashedContentSecurityPolicy(inlineScriptHashes(page(script)), false);
    for (const dir of [distDir, copyDir]) {
      expect(policyOf(dir, '/')).toBe(expected('self.__next_f.push([1,"home"])'));
      expect(policyOf(dir, '/pricing')).toBe(expected('self.__next_f.push([1,"pricing"])'));
      expect(policyOf(dir, '/help/getting-started')).toBe(expected('self.__next_f.push([1,"help"])'));
    }
    const [pricingHash] = inlineScriptHashes(page('self.__next_f.push([1,"pricing"])'));
    expect(policyOf(distDir, '/pricing')).toContain(`script-src 'self' '${pricingHash}' https://maps.googleapis.com`);
    expect(policyOf(distDir, '/pricing')).not.toContain("'unsafe-inline' https");
  });

  it('leaves regenerated pages and files that are no HTML on the default policy, which stays first', () => {
    writePrerenderedPolicies(distDir, [copyDir]);
    const sources = headerRoutes(distDir).map(({ source }) => source);
    expect(sources).toEqual(['/:path*', '/', '/_not-found', '/help/getting-started', '/pricing']);
    expect(headerRoutes(distDir)[0]?.regex).toBe(defaultRoute.regex);
  });

  it('gives the default route of every address the policy of the 404 page, which the server sends there', () => {
    writePrerenderedPolicies(distDir, [copyDir]);
    const notFound = hashedContentSecurityPolicy(inlineScriptHashes(page('self.__next_f.push([1,"not found"])')), false);
    for (const dir of [distDir, copyDir])
      expect(headerRoutes(dir)[0]?.headers).toEqual([{ key: 'Content-Security-Policy', value: notFound }]);
  });

  it('keeps the default policy when the build has no 404 page of its own', () => {
    rmSync(join(distDir, 'server', 'app', '_not-found.html'));
    writePrerenderedPolicies(distDir);
    expect(headerRoutes(distDir)[0]).toEqual(defaultRoute);
  });

  it("matches each policy to its page's address only", () => {
    writePrerenderedPolicies(distDir);
    const pricing = new RegExp(headerRoutes(distDir).find(({ source }) => source === '/pricing')?.regex ?? '^$');
    expect(pricing.test('/pricing')).toBe(true);
    expect(pricing.test('/pricing/other')).toBe(false);
    expect(pricing.test('/pricing-plans')).toBe(false);
    const home = new RegExp(headerRoutes(distDir).find(({ source }) => source === '/')?.regex ?? '^$');
    expect(home.test('/')).toBe(true);
    expect(home.test('/pricing')).toBe(false);
  });

  it('follows an edited page and replaces, not repeats, the policies of an earlier run', () => {
    writePrerenderedPolicies(distDir);
    const before = policyOf(distDir, '/pricing');
    write(join(distDir, 'server', 'app', 'pricing.html'), page('self.__next_f.push([1,"pricing, edited"])'));
    writePrerenderedPolicies(distDir);
    expect(policyOf(distDir, '/pricing')).not.toBe(before);
    expect(headerRoutes(distDir).filter(({ source }) => source === '/pricing')).toHaveLength(1);
    expect(headerRoutes(distDir)).toHaveLength(5);
  });
});
