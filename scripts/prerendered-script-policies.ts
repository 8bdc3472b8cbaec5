/**
 * After `next build`: gives every page prerendered for good a Content-Security-Policy of its own that names each
 * inline script of its HTML by SHA-256, so the page runs with no 'unsafe-inline'. The policies go into the build's
 * routes manifest as header routes after the default one of next.config.ts, so they replace it on their page only;
 * the server (`next start`, the standalone server) and hosts that read the manifest send them with the static file.
 * The default policy of every other address takes the hashes of the 404 page, which is what the server sends there.
 * A page regenerated after the build (a revalidate time) would outgrow its hashes: it is left on the default
 * policy, which does not run its inline scripts, and so has to be rendered per request under the proxy's nonce.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCustomRoute } from 'next/dist/lib/build-custom-route';
import { inlineScriptHashes } from '@/lib/inline-script-hashes';
import { hashedContentSecurityPolicy } from '@/lib/security-headers';

type HeaderRoute = { source: string; headers: { key: string; value: string }[]; regex: string };
type RoutesManifest = { headers: HeaderRoute[] };
/** The part of `.next/prerender-manifest.json` read here: each prerendered path and whether it is regenerated. */
type PrerenderManifest = { routes: Record<string, { initialRevalidateSeconds?: number | false }> };

const policyHeader = 'Content-Security-Policy';
/** The page Next.js serves, as prerendered, at every address no page answers. */
const notFoundRoute = '/_not-found';

/** Where `next build` writes the HTML of a prerendered app route. */
function htmlFile(distDir: string, route: string): string {
  return join(distDir, 'server', 'app', `${route === '/' ? '/index' : route}.html`);
}

/** Each page prerendered for good, by address, with the policy that names its own inline scripts. */
export function prerenderedPolicies(distDir: string): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8')) as PrerenderManifest;
  const policies = new Map<string, string>();
  for (const [route, { initialRevalidateSeconds }] of Object.entries(manifest.routes).sort(([a], [b]) => a.localeCompare(b))) {
    const file = htmlFile(distDir, route);
    // Metadata files (the sitemap, icons) are prerendered too, but are no HTML and run nothing.
    if (initialRevalidateSeconds !== false || !existsSync(file)) continue;
    policies.set(route, hashedContentSecurityPolicy(inlineScriptHashes(readFileSync(file, 'utf8')), false));
  }
  return policies;
}

const isPolicy = ({ key }: { key: string }) => key.toLowerCase() === policyHeader.toLowerCase();

/**
 * The manifest with a header route for each page's policy after its own header routes (in place of those a
 * previous run added). The default route of every address (`/:path*`) takes the policy of the 404 page, which the
 * server sends as it is at any address no page answers.
 */
export function withPolicies(manifest: RoutesManifest, policies: Map<string, string>): RoutesManifest {
  const notFound = policies.get(notFoundRoute);
  const added = ({ source, headers }: HeaderRoute) => policies.has(source) && headers.length === 1 && headers.every(isPolicy);
  const own = manifest.headers
    .filter((route) => !added(route))
    .map((route) =>
      route.source === '/:path*' && notFound
        ? { ...route, headers: route.headers.map((header) => (isPolicy(header) ? { ...header, value: notFound } : header)) }
        : route,
    );
  const pages = [...policies].map(([source, value]) => buildCustomRoute('header', { source, headers: [{ key: policyHeader, value }] }));
  return { ...manifest, headers: [...own, ...pages] };
}

/** Writes the policies of the build in `distDir` into its routes manifest and into that of each other copy given. */
export function writePrerenderedPolicies(distDir: string, copies: string[] = []): number {
  const policies = prerenderedPolicies(distDir);
  for (const dir of [distDir, ...copies]) {
    const file = join(dir, 'routes-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as RoutesManifest;
    writeFileSync(file, JSON.stringify(withPolicies(manifest, policies)));
  }
  return policies.size;
}
