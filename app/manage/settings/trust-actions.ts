'use server';

import { memberAction, type Revalidation } from '@/lib/actions/member-action';
import { trustSlugTag } from '@/lib/domain/trust/rules';
import { trustSettingsArrays, trustSettingsSchema } from '@/lib/domain/trust/settings';
import { trustDocumentCreateSchema, trustDocumentRemoveSchema, trustPublishSchema } from '@/lib/schemas/trust/records';
import { addTrustDocument, removeTrustDocument, saveTrustSettings, setTrustPagePublished } from '@/lib/workspace/trust';

const RELOAD = { message: 'Reload the page and try again.', fields: false } as const;

/** The settings screen, the preview, and the published page by its organization and by its address(es). */
function refresh(slugs: readonly (string | null)[] = []): Revalidation[] {
  const addresses = slugs.filter((slug): slug is string => slug !== null).map((slug) => ({ tag: trustSlugTag(slug) }));
  return ['/manage/settings', '/manage/trust-preview', ...addresses];
}

/** Save the trust center's address, overview and what the page shows (administrators). */
export const saveTrustSettingsAction = memberAction({
  write: saveTrustSettings,
  schema: trustSettingsSchema,
  arrays: trustSettingsArrays,
  work: async (member, input) => {
    const { settings, previousSlug } = await saveTrustSettings(member, input);
    return { record: { ...settings, previousSlug }, message: 'Trust center settings saved.' };
  },
  revalidate: (record) => refresh([record.slug, record.previousSlug]),
});

/** Publish or unpublish the page (administrators): an unpublished address answers 404 at once. */
export const publishTrustPageAction = memberAction({
  write: setTrustPagePublished,
  schema: trustPublishSchema,
  invalid: { message: (errors) => errors.version ?? 'Reload the page and try again.', fields: false },
  work: async (member, input) => {
    const settings = await setTrustPagePublished(member, input.published, input.version);
    return {
      record: settings,
      message: settings.published ? `Trust page published at /trust/${settings.slug}.` : 'Trust page unpublished.',
    };
  },
  revalidate: (record) => refresh([record.slug]),
});

/** Add a document to the trust center (administrators). */
export const addTrustDocumentAction = memberAction({
  write: addTrustDocument,
  schema: trustDocumentCreateSchema,
  work: async (member, input) => {
    const document = await addTrustDocument(member, input);
    return { record: document, message: `"${document.title}" added to the trust center.` };
  },
  revalidate: () => refresh(),
});

/** Remove a document from the trust center (administrators). */
export const removeTrustDocumentAction = memberAction({
  write: removeTrustDocument,
  schema: trustDocumentRemoveSchema,
  invalid: RELOAD,
  work: async (member, input) => {
    const removed = await removeTrustDocument(member, input.id, input.version);
    return { record: removed, message: `"${removed.title}" removed from the trust center.` };
  },
  revalidate: () => refresh(),
});
