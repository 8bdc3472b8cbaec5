// A local OpenID provider for the tests (oidc-provider), started as a child process: it prints its issuer once
// listening. Its sign-in has no form: the interaction signs in the login_hint as the account and grants the scopes
// asked for, so a test (or a browser) goes through the real authorization code flow without typing anything. An
// account whose address starts with "mfa-" is signed in with a password and a one-time code (amr ["pwd", "otp"]),
// any other with a password only (amr ["pwd"]).
// Usage: node oidc-provider-server.mjs <client_id> <client_secret> <redirect_uri> [port]
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const [clientId, clientSecret, redirectUri, port = '0'] = process.argv.slice(2);

const server = createServer();
server.listen(Number(port), '127.0.0.1', () => {
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'] }],
    claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_context, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, name: id.split('@')[0] }),
    }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['local test provider cookie key'] },
  });
  provider.proxy = false;
  const callback = provider.callback();
  server.on('request', async (request, response) => {
    if (!request.url?.startsWith('/interaction/')) return callback(request, response);
    try {
      const details = await provider.interactionDetails(request, response);
      const accountId = String(details.params.login_hint || 'person@example.test');
      if (details.prompt.name === 'login') {
        const amr = accountId.startsWith('mfa-') ? ['pwd', 'otp'] : ['pwd'];
        return await provider.interactionFinished(request, response, { login: { accountId, amr } }, { mergeWithLastSubmission: false });
      }
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      return await provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
    } catch (error) {
      response.statusCode = 500;
      response.end(String(error));
    }
  });
  process.stdout.write(`${issuer}\n`);
});
