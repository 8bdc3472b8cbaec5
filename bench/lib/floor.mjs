// The floor: a bare Next.js app built with the project's own Next.js version, measured like the product.
import { sealData } from 'iron-session';
import { join } from 'node:path';
import { buildIfNeeded, root, startServer } from './server.mjs';

const floorDir = join(root, 'bench', 'floor-app');
const password = 'bench-floor-secret-of-at-least-32-characters';

/** Builds (once) and starts the floor app; returns the server and a sealed session cookie for /dynamic. */
export async function startFloor() {
  buildIfNeeded(false, floorDir);
  const server = await startServer({ cwd: floorDir, readyPath: '/' });
  const sealed = await sealData({ token: 'bench' }, { password });
  return { server, cookieHeader: `AccessToken=${sealed}` };
}
