import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { idpMetadata, newSigningKey, samlResponse, type SigningKey } from './saml-idp';

/** The multi-factor class the stand-in names when the person also gave a one-time code. */
export const MULTI_FACTOR_CLASS = 'https://refeds.org/profile/mfa';
const PASSWORD_CLASS = 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport';

/** What a service provider's AuthnRequest (HTTP-Redirect binding) asks: which request, answered where, for whom. */
export type AuthnRequest = { id: string; acsUrl: string; audience: string; relayState: string };

/** The AuthnRequest of the provider's sign-in address the product sends the browser to. */
export function readAuthnRequest(signInUrl: string): AuthnRequest {
  const url = new URL(signInUrl);
  const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(xml)?.[1];
  const audience = /<(?:[\w-]+:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1];
  const id = attribute('ID');
  const acsUrl = attribute('AssertionConsumerServiceURL');
  if (!id || !acsUrl || !audience) throw new Error(`Not an AuthnRequest: ${xml.slice(0, 200)}`);
  return { id, acsUrl, audience, relayState: url.searchParams.get('RelayState') ?? '' };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(new URLSearchParams(text)));
  });
}

/**
 * A SAML identity provider on 127.0.0.1 for the tests: its metadata by URL (`/metadata`, each read counted), a key it
 * can rotate (the metadata then names the new one only), and a sign-in page (`/sso`, the HTTP-Redirect binding's
 * address) where the person gives their e-mail and says whether they also gave a one-time code; the page then posts
 * the signed response back to the service provider's ACS (HTTP-POST binding), as a real provider's page does.
 */
export class SamlIdpStandIn {
  key: SigningKey = newSigningKey('Stand-in IdP');
  metadataReads = 0;
  private server: Server | null = null;
  private origin = '';

  get entityId() {
    return `${this.origin}/metadata`;
  }
  get metadataUrl() {
    return `${this.origin}/metadata`;
  }
  get ssoUrl() {
    return `${this.origin}/sso`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void this.answer(request).then(({ status, type, body }) => response.writeHead(status, { 'content-type': type }).end(body));
    });
    await new Promise<void>((ready) => this.server!.listen(0, '127.0.0.1', ready));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((done) => (this.server ? this.server.close(() => done()) : done()));
  }

  /** A new signing key, published in the metadata from now on in place of the old one. */
  rotate(): SigningKey {
    this.key = newSigningKey('Stand-in IdP, rotated');
    return this.key;
  }

  /** The form fields the provider's page posts to the ACS for `request`, signed by its current key unless told. */
  responseFor(request: AuthnRequest, email: string, options: { multiFactor?: boolean; key?: SigningKey } = {}) {
    const SAMLResponse = samlResponse({
      issuer: this.entityId,
      audience: request.audience,
      acsUrl: request.acsUrl,
      inResponseTo: request.id,
      email,
      key: options.key ?? this.key,
      authnContextClassRef: options.multiFactor ? MULTI_FACTOR_CLASS : PASSWORD_CLASS,
    });
    return { SAMLResponse, RelayState: request.relayState };
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; type: string; body: string }> {
    const url = new URL(request.url ?? '/', this.origin);
    if (request.method === 'GET' && url.pathname === '/metadata') {
      this.metadataReads += 1;
      return { status: 200, type: 'application/xml', body: idpMetadata(this.entityId, this.ssoUrl, this.key) };
    }
    if (request.method === 'GET' && url.pathname === '/sso') {
      const hidden = ['SAMLRequest', 'RelayState']
        .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(url.searchParams.get(name) ?? '')}">`)
        .join('');
      const form = `<form method="post" action="/sso">${hidden}<label>Email <input name="email" type="email" required></label>
<label><input name="otp" type="checkbox" value="yes"> Also confirmed with a one-time code</label>
<button type="submit">Sign in</button></form>`;
      return { status: 200, type: 'text/html', body: page('Stand-in identity provider', form) };
    }
    if (request.method === 'POST' && url.pathname === '/sso') {
      const form = await formOf(request);
      const signInUrl = new URL('/sso', this.origin);
      signInUrl.searchParams.set('SAMLRequest', form.get('SAMLRequest') ?? '');
      signInUrl.searchParams.set('RelayState', form.get('RelayState') ?? '');
      const authnRequest = readAuthnRequest(signInUrl.href);
      const fields = this.responseFor(authnRequest, form.get('email') ?? '', { multiFactor: form.get('otp') === 'yes' });
      const inputs = Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join('');
      const post = `<form method="post" action="${escapeHtml(authnRequest.acsUrl)}">${inputs}<button type="submit">Continue</button></form>
<script>document.forms[0].submit()</script>`;
      return { status: 200, type: 'text/html', body: page('Signing you in', post) };
    }
    return { status: 404, type: 'text/plain', body: 'not found' };
  }
}
