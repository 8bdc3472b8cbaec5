// A data folder whose demo organization has published its trust page, so the public pages measured include one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsonLines } from './project-script.mjs';

/** Answers the server's env (its DATA_DIR), the page's path, and `remove` for the folder once the server stopped. */
export function publishedTrustPage() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-trust-'));
  const env = { DATA_DIR: dataDir };
  const [{ slug }] = jsonLines('scripts/publish-demo-trust-page.ts', [], env);
  return { env, path: `/trust/${slug}`, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
