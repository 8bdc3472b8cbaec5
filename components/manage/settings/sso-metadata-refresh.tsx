import type { SsoView } from './sso-types';

/**
 * How the provider's metadata stands: read daily from its URL (SAML) or discovery document (OIDC). A failed read is
 * said with its reason, since sign-ins keep using the last good metadata until the provider answers again.
 */
export function SsoMetadataRefresh({ view }: { view: SsoView }) {
  const { refreshedAt, error, failedAt } = view.metadataRefresh;
  const fromProvider = view.protocol === 'oidc' || (view.protocol === 'saml' && view.metadataUrl !== '');
  if (!fromProvider) return null;
  if (error) {
    return (
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        The provider’s metadata could not be refreshed{failedAt ? ` on ${failedAt}` : ''}: {error} Sign-ins use the metadata last read
        {refreshedAt ? ` on ${refreshedAt}` : ''}.
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      The provider’s metadata is read again daily{refreshedAt ? `; last read on ${refreshedAt}` : ''}.
    </p>
  );
}
