// A loopback stand-in for the provider backend (BACKEND_URL), used by Jest and by the Playwright provider project.
// Plain CommonJS so that `node` runs it as a web server without a build step.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: `node` runs this file as is. */
const http = require('node:http');
const { randomBytes } = require('node:crypto');

/** Accounts the mock accepts; special e-mails trigger faults. */
const accounts = {
  'provider@example.com': { password: 'provider-pass', company_name: 'Provider Compliance Ltd', public_files_uuid: null, time_zone: 'PT' },
  'noname@example.com': { password: 'provider-pass', company_name: '', public_files_uuid: 'avatar-file-id', time_zone: 'CT' },
};

/**
 * Starts the mock on 127.0.0.1 (port 0: any free port). Special logins: `slow@example.com` answers after
 * `slowMs`, `garbage@example.com` answers a non-JSON body, `code500@example.com` answers body code 500.
 * `POST /__control/expire` revokes every token; `GET /__control/last-authorization` shows the last header seen.
 */
function startMockProvider({ port = 0, slowMs = 5000 } = {}) {
  const tokens = new Map();
  let lastAuthorization = null;

  const send = (res, status, body, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url || '/', 'http://mock');
      if (req.method === 'POST' && url.pathname === '/api/user-management/login') {
        let body = {};
        try {
          body = JSON.parse(raw);
        } catch {
          return send(res, 200, { code: 400, message: 'bad request' });
        }
        const email = String(body.email || '').toLowerCase();
        if (email === 'slow@example.com') {
          const timer = setTimeout(() => send(res, 200, { code: 200, data: { token: 'late' } }), slowMs);
          res.on('close', () => clearTimeout(timer));
          return;
        }
        if (email === 'garbage@example.com') return send(res, 200, '<html>gateway error</html>', 'text/html');
        if (email === 'code500@example.com') return send(res, 200, { code: 500, message: 'internal' });
        const account = accounts[email];
        if (!account || account.password !== body.password) return send(res, 200, { code: 1001, message: 'wrong credentials' });
        const token = `tok_${randomBytes(24).toString('hex')}`;
        tokens.set(token, email);
        return send(res, 200, { code: 200, data: { token } });
      }
      if (req.method === 'GET' && url.pathname === '/api/user-management/my-information') {
        lastAuthorization = req.headers.authorization ?? null;
        const email = tokens.get(lastAuthorization ?? '');
        if (!email) return send(res, 401, { code: 401, message: 'token expired' });
        const { company_name, public_files_uuid, time_zone } = accounts[email];
        return send(res, 200, { code: 200, data: { company_name, public_files_uuid, time_zone, email } });
      }
      if (req.method === 'POST' && url.pathname === '/__control/expire') {
        tokens.clear();
        return send(res, 200, { code: 200 });
      }
      if (req.method === 'GET' && url.pathname === '/__control/last-authorization') {
        return send(res, 200, { authorization: lastAuthorization });
      }
      if (url.pathname === '/health') return send(res, 200, { status: 'ok' });
      return send(res, 404, { code: 404, message: 'not found' });
    });
  });

  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        tokens,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

module.exports = { startMockProvider, accounts };

if (require.main === module) {
  const port = Number(process.argv[2] || 0);
  startMockProvider({ port }).then(({ url }) => console.log(`mock provider on ${url}`));
}
