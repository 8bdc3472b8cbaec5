import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export type LocalProvider = { issuer: string; stop: () => void };

/** Starts the local OpenID provider in a child process and answers its issuer once it listens. */
export function startOidcProvider(client: { id: string; secret: string; redirectUri: string }): Promise<LocalProvider> {
  const script = join(__dirname, 'oidc-provider-server.mjs');
  const child: ChildProcess = spawn(process.execPath, [script, client.id, client.secret, client.redirectUri], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith('http://'));
      if (line) resolve({ issuer: line.trim(), stop: () => child.kill() });
    });
    child.on('exit', (code) => reject(new Error(`The local OpenID provider stopped (${code})`)));
  });
}

/** A browser's cookie jar, enough for the provider's own cookies across its redirects. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Follows the provider's redirects as a browser would, from the authorization URL until the provider sends the
 * person to `redirectUri`, and answers that address (with its code and state).
 */
export async function signInAtProvider(authorizationUrl: string, redirectUri: string): Promise<URL> {
  const jar = new Jar();
  let url = authorizationUrl;
  for (let step = 0; step < 12; step += 1) {
    if (url.startsWith(redirectUri)) return new URL(url);
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider answered ${response.status} without a redirect: ${(await response.text()).slice(0, 300)}`);
    url = new URL(location, url).href;
  }
  throw new Error('The provider never sent the person back');
}
