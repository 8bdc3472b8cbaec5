// npm start: serves the last build through its standalone server, the same one a container runs. Takes next
// start's options -p/--port and -H/--hostname; reads .env files from the project as next start would.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, '.next', 'standalone', 'server.js');
if (!existsSync(server) || !existsSync(join(root, '.next', 'standalone', '.next', 'static'))) {
  console.error('No complete build found: run `npm run build` first.');
  process.exit(1);
}
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });

const options = { '-p': 'PORT', '--port': 'PORT', '-H': 'HOSTNAME', '--hostname': 'HOSTNAME' };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  const [flag, inline] = args[i].split('=', 2);
  const variable = options[flag];
  if (!variable) {
    console.error(`Unknown option ${args[i]}. Use -p/--port and -H/--hostname, or the PORT and HOSTNAME variables.`);
    process.exit(1);
  }
  const value = inline ?? args[++i];
  // A flag without its value would otherwise set the variable to "undefined", and the server would listen elsewhere.
  if (!value) {
    console.error(`${flag} needs a value, e.g. ${variable === 'PORT' ? `${flag} 3000` : `${flag} 127.0.0.1`}.`);
    process.exit(1);
  }
  process.env[variable] = value;
}
// The standalone server changes into its own folder: a relative DATA_DIR is meant from the project, not from there.
process.env.DATA_DIR = resolve(root, process.env.DATA_DIR || 'data');
createRequire(import.meta.url)(server);
