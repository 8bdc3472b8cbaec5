// After `next build`: gives each prerendered page the Content-Security-Policy of its own inline scripts, then copies
// the static assets and public files into .next/standalone, which Next.js leaves out, so that the folder serves the
// whole site by itself (npm start, a container, a slim host).
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const standalone = join(root, '.next', 'standalone');
if (!existsSync(join(standalone, 'server.js'))) {
  console.error('complete-standalone: .next/standalone/server.js is missing; did `next build` run?');
  process.exit(1);
}
const { writePrerenderedPolicies } = await tsImport('./prerendered-script-policies.ts', import.meta.url);
const pages = writePrerenderedPolicies(join(root, '.next'), [join(standalone, '.next')]);
console.log(`complete-standalone: ${pages} prerendered pages have a Content-Security-Policy naming their inline scripts.`);
for (const [from, to] of [
  [join(root, '.next', 'static'), join(standalone, '.next', 'static')],
  [join(root, 'public'), join(standalone, 'public')],
]) {
  rmSync(to, { recursive: true, force: true });
  if (existsSync(from)) cpSync(from, to, { recursive: true });
}
