import type { Option } from '@/components/ui/field';
import type { FormAction } from '@/lib/schemas/form-state';
import type { TrustDocument, TrustSettings } from '@/lib/schemas/trust/records';

/** What the settings form may choose from: frameworks followed, the library's areas, approved policies. */
export type TrustChoices = { frameworks: Option[]; areas: Option[]; policies: Option[] };

export type SavedTrustSettings = TrustSettings & { previousSlug: string | null };

/** An administrator's actions on the trust center; null for other roles, who only read. */
export type TrustActions = {
  save: FormAction<SavedTrustSettings>;
  publish: FormAction<TrustSettings>;
  addDocument: FormAction<TrustDocument>;
  removeDocument: FormAction<{ id: string; title: string }>;
};

export type TrustDocumentItem = TrustDocument & { available: boolean };
