import type { TrustSettings } from '@/lib/schemas/trust/records';
import { AdminNote } from '../settings/admin-note';
import type { FormAction } from '@/lib/schemas/form-state';
import type { TrustAccessRequestRow, TrustApprovedDomain, TrustNda } from '@/lib/schemas/trust/access';
import { TrustAccessRequests, type AccessDecisionActions } from './trust-access-requests';
import { TrustDocuments } from './trust-documents';
import { TrustDomains } from './trust-domains';
import { TrustNdaForm } from './trust-nda-form';
import { TrustPublishForm } from './trust-publish-form';
import { TrustSettingsForm } from './trust-settings-form';
import type { TrustActions, TrustChoices, TrustDocumentItem, TrustSources } from './types';

/** Settings › Trust center: publishing and preview, what the page shows, and its documents. */
export function TrustSection({
  settings,
  choices,
  documents,
  sources,
  actions,
  access,
}: {
  settings: TrustSettings;
  choices: TrustChoices;
  documents: TrustDocumentItem[];
  sources: TrustSources;
  actions: TrustActions | null;
  /** Access to private documents: the NDA for everyone; domains, requests and their actions for administrators. */
  access: {
    nda: TrustNda;
    manage: {
      saveNda: FormAction<NonNullable<TrustNda>>;
      domains: TrustApprovedDomain[];
      domainActions: { add: FormAction<TrustApprovedDomain>; remove: FormAction<TrustApprovedDomain> };
      requests: TrustAccessRequestRow[];
      decisions: AccessDecisionActions;
    } | null;
  };
}) {
  return (
    <div className="space-y-8">
      {!actions && <AdminNote>Only administrators can change and publish the trust center.</AdminNote>}
      <TrustPublishForm settings={settings} action={actions?.publish ?? null} />
      <TrustSettingsForm key={settings.version} settings={settings} choices={choices} action={actions?.save ?? null} />
      <TrustDocuments
        documents={documents}
        sources={sources}
        actions={actions ? { add: actions.addDocument, remove: actions.removeDocument } : null}
      />
      <TrustNdaForm nda={access.nda} action={access.manage?.saveNda ?? null} />
      {access.manage && <TrustDomains domains={access.manage.domains} actions={access.manage.domainActions} />}
      {access.manage && <TrustAccessRequests requests={access.manage.requests} actions={access.manage.decisions} />}
    </div>
  );
}
