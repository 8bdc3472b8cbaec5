import { oktaChecks } from '@/lib/checks/okta';
import type { OktaConnect } from '@/lib/schemas/integrations/okta-connect';
import type { Connector } from '../connector';
import { oktaHostOf } from './connection';
import type { OktaFacts } from './facts';
import { oktaDirectoryUsers } from './people';
import { oktaProfile } from './profile';

/** Okta: an org read with an API token created by a read-only administrator. */
export const oktaConnector: Connector<OktaConnect, OktaFacts> = {
  provider: 'okta',
  name: 'Okta',
  profile: oktaProfile,
  fromInput: ({ orgUrl, token }) => {
    const baseUrl = orgUrl.replace(/\/+$/, '');
    return { baseUrl, account: oktaHostOf(baseUrl), secret: { token } };
  },
  verify: async ({ baseUrl, secret }) => (await import('./verify')).verifyOkta({ baseUrl, token: secret.token ?? '' }),
  gather: async ({ baseUrl, secret }, now) => (await import('./gather')).gatherOktaFacts({ baseUrl, token: secret.token ?? '' }, now),
  checks: oktaChecks,
  people: oktaDirectoryUsers,
};
