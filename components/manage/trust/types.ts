import type { Option } from '@/components/ui/field';
import type { ListPage } from '@/lib/domain/list-query';
import type { FormAction } from '@/lib/schemas/form-state';
import type { TrustDocument, TrustSettings } from '@/lib/schemas/trust/records';

/**
 * What the settings form may choose from: frameworks followed, the library's areas, a page of the approved policies,
 * and the approved policies the page lists now.
 */
export type TrustChoices = { frameworks: Option[]; areas: Option[]; policies: ListPage<Option>; listed: string[] };

/** What a document may publish: the policies and evidence items named with the search, and how many are so named. */
export type TrustSources = { options: Option[]; total: number };

export type SavedTrustSettings = TrustSettings & { previousSlug: string | null };

/** An administrator's actions on the trust center; null for other roles, who only read. */
export type TrustActions = {
  save: FormAction<SavedTrustSettings>;
  publish: FormAction<TrustSettings>;
  addDocument: FormAction<TrustDocument>;
  removeDocument: FormAction<{ id: string; title: string }>;
};

export type TrustDocumentItem = TrustDocument & { available: boolean };
