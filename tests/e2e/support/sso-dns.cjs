// Preloaded (node --require) into a test's own server only: names under .sso-e2e.test resolve to 127.0.0.1 and
// have no TXT record, as a company's domain whose web server is a local stand-in. Nothing of the product reads it.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: node --require loads this file as is. */
const dns = require('node:dns');
const { syncBuiltinESMExports } = require('node:module');

const SUFFIX = '.sso-e2e.test';
const ours = (hostname) => typeof hostname === 'string' && (hostname === SUFFIX.slice(1) || hostname.endsWith(SUFFIX));
const loopback = { address: '127.0.0.1', family: 4 };
const noRecord = () => Object.assign(new Error('queryTxt ENODATA'), { code: 'ENODATA' });

const lookup = dns.lookup;
dns.lookup = function (hostname, options, callback) {
  if (!ours(hostname)) return lookup.apply(this, arguments);
  const done = typeof options === 'function' ? options : callback;
  const all = typeof options === 'object' && options !== null && options.all;
  process.nextTick(() => (all ? done(null, [loopback]) : done(null, loopback.address, loopback.family)));
};

const promises = dns.promises;
const promisedLookup = promises.lookup;
promises.lookup = (hostname, options) =>
  ours(hostname) ? Promise.resolve(options && options.all ? [loopback] : loopback) : promisedLookup.call(promises, hostname, options);
const resolveTxt = promises.resolveTxt;
promises.resolveTxt = (hostname) => (ours(hostname) ? Promise.reject(noRecord()) : resolveTxt.call(promises, hostname));

syncBuiltinESMExports();
