'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/field';
import { formValidator } from '@/lib/schemas/form-state';
import { oidcSettingsSchema, samlSettingsSchema } from '@/lib/schemas/sso/records';
import type { SsoActions, SsoView } from './sso-types';

const validateOidc = formValidator(oidcSettingsSchema);
const validateSaml = formValidator(samlSettingsSchema);

function OidcForm({ view, action }: { view: SsoView; action: SsoActions['saveOidc'] }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate: validateOidc, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="OIDC connection">
      <input type="hidden" name="version" value={view.version} />
      <FormError message={formError} />
      <TextField
        label="Discovery URL"
        name="discoveryUrl"
        defaultValue={view.discoveryUrl}
        placeholder="https://example.okta.com/.well-known/openid-configuration"
        error={errors.discoveryUrl}
      />
      <TextField label="Client ID" name="clientId" defaultValue={view.clientId} autoComplete="off" error={errors.clientId} />
      <TextField
        label="Client secret"
        name="clientSecret"
        type="password"
        autoComplete="off"
        hint={view.hasClientSecret ? 'A secret is saved; leave this empty to keep it.' : 'Kept encrypted; never shown again.'}
        error={errors.clientSecret}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Checking the provider…' : 'Save OIDC connection'}
      </Button>
    </form>
  );
}

function SamlForm({ view, action }: { view: SsoView; action: SsoActions['saveSaml'] }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate: validateSaml, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="SAML connection">
      <input type="hidden" name="version" value={view.version} />
      <FormError message={formError} />
      <TextField
        label="IdP metadata URL"
        name="metadataUrl"
        defaultValue={view.metadataUrl}
        placeholder="https://example.okta.com/app/…/sso/saml/metadata"
        optional
        error={errors.metadataUrl}
      />
      <TextareaField
        label="Or paste the IdP metadata XML"
        name="metadataXml"
        rows={5}
        optional
        hint={view.idpEntityId ? `Saved: ${view.idpEntityId}. Give the metadata again to replace it.` : undefined}
        error={errors.metadataXml}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Reading the metadata…' : 'Save SAML connection'}
      </Button>
    </form>
  );
}

/** The provider's settings: OIDC (discovery URL, client id and secret) or SAML (the IdP's metadata). */
export function SsoConnectionForm({ view, actions }: { view: SsoView; actions: Pick<SsoActions, 'saveOidc' | 'saveSaml'> }) {
  const [protocol, setProtocol] = useState<'oidc' | 'saml'>(view.protocol ?? 'oidc');
  return (
    <div className="space-y-4">
      <fieldset className="flex gap-6 text-sm">
        <legend className="mb-2 text-sm font-medium text-slate-900">Protocol</legend>
        {(['oidc', 'saml'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name="sso-protocol" value={value} checked={protocol === value} onChange={() => setProtocol(value)} />
            {value === 'oidc' ? 'OpenID Connect' : 'SAML 2.0'}
          </label>
        ))}
      </fieldset>
      {protocol === 'oidc' ? <OidcForm view={view} action={actions.saveOidc} /> : <SamlForm view={view} action={actions.saveSaml} />}
    </div>
  );
}
