import { SsoConnectionForm } from './sso-connection-form';
import { SsoDomains } from './sso-domains';
import { SsoPolicyForm } from './sso-policy-form';
import { SsoStatus } from './sso-status';
import type { SsoActions, SsoView } from './sso-types';
import { SsoTestNotice } from './sso-test-notice';

/** What the identity provider's administrator enters for the product. */
function ServiceProviderFacts({ view }: { view: SsoView }) {
  const sp = view.serviceProvider;
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="text-slate-600">OIDC redirect URI</dt>
      <dd className="font-mono break-all text-slate-900">{sp.redirectUri}</dd>
      <dt className="text-slate-600">SAML entity ID (audience)</dt>
      <dd className="font-mono break-all text-slate-900">{sp.entityId}</dd>
      <dt className="text-slate-600">SAML ACS URL</dt>
      <dd className="font-mono break-all text-slate-900">{sp.acsUrl}</dd>
      <dt className="text-slate-600">SAML SP metadata</dt>
      <dd className="break-all">
        <a className="font-mono text-indigo-700 hover:underline" href={sp.metadataUrl}>
          {sp.metadataUrl}
        </a>
      </dd>
    </dl>
  );
}

/** Settings › Security › Single sign-on, for administrators: provider, domains, test, switch and policy. */
export function SsoSection({ overview, actions }: { overview: SsoView; actions: SsoActions }) {
  return (
    <section aria-labelledby="sso-heading" className="space-y-6 rounded-lg border border-slate-200 bg-white p-6">
      <div className="space-y-1">
        <h2 id="sso-heading" className="text-base font-semibold text-slate-900">
          Single sign-on
        </h2>
        <p className="text-sm text-slate-600">
          Your people sign in through your identity provider (Okta, Microsoft Entra ID, Google or any OIDC or SAML 2.0 provider).
        </p>
      </div>
      <SsoTestNotice />
      <ServiceProviderFacts view={overview} />
      <SsoConnectionForm view={overview} actions={actions} />
      <SsoDomains view={overview} actions={actions} />
      <SsoStatus view={overview} action={actions.setEnabled} />
      <SsoPolicyForm view={overview} action={actions.savePolicy} />
    </section>
  );
}
