import type { Option } from '@/components/ui/field';
import type { TrustSettings } from '@/lib/schemas/trust';
import { AdminNote } from '../admin-note';
import { TrustDocuments } from './trust-documents';
import { TrustPublishForm } from './trust-publish-form';
import { TrustSettingsForm } from './trust-settings-form';
import type { TrustActions, TrustChoices, TrustDocumentItem } from './types';

/** Settings › Trust center: publishing and preview, what the page shows, and its documents. */
export function TrustSection({
  settings,
  choices,
  documents,
  sources,
  actions,
}: {
  settings: TrustSettings;
  choices: TrustChoices;
  documents: TrustDocumentItem[];
  sources: Option[];
  actions: TrustActions | null;
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
    </div>
  );
}
