import { oktaChecks } from '@/lib/checks/okta';
import type { OktaConnect } from '@/lib/schemas/okta-connect';
import type { Connector } from '../connector';
import type { OktaFacts } from './facts';
import { gatherOktaFacts } from './gather';
import { oktaHostOf, verifyOkta } from './verify';

/** Okta: an org read with an API token created by a read-only administrator. */
export const oktaConnector: Connector<OktaConnect, OktaFacts> = {
  provider: 'okta',
  name: 'Okta',
  fromInput: ({ orgUrl, token }) => {
    const baseUrl = orgUrl.replace(/\/+$/, '');
    return { baseUrl, account: oktaHostOf(baseUrl), secret: { token } };
  },
  verify: ({ baseUrl, secret }) => verifyOkta({ baseUrl, token: secret.token ?? '' }),
  gather: ({ baseUrl, secret }, now) => gatherOktaFacts({ baseUrl, token: secret.token ?? '' }, now),
  checks: oktaChecks,
};
