'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { DraftWithAssistant, DraftingUnavailable, type Drafting } from '@/components/manage/assistant/draft-with-assistant';
import { EmptyState, SectionCard } from '@/components/manage/records/section-card';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { dayOf } from '@/lib/domain/calendar-days';
import type { FormAction } from '@/lib/schemas/form-state';
import { vendorDocumentKindLabels, type VendorDocument } from '@/lib/schemas/vendors/records';
import { ExpiryBadge } from './vendor-badges';
import { VendorDocumentForm } from './vendor-document-form';

/** `read`: "Read the report" of a SOC 2 report with the assistant. */
type Actions<T> = { upload: FormAction<T>; remove: FormAction<T>; read?: Drafting };
const noCheck = () => null;

function RemoveDocument<T>({ vendorId, document, action }: { vendorId: string; document: VendorDocument; action: FormAction<T> }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: noCheck, onCreated: () => router.refresh() });
  if (!asking)
    return (
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Remove
      </Button>
    );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="vendorId" value={vendorId} />
      <input type="hidden" name="documentId" value={document.id} />
      <span className="text-sm text-slate-700">Remove {document.fileName}? Its evidence item is archived.</span>
      <Button variant="secondary" onClick={() => setAsking(false)}>
        Keep
      </Button>
      <Button type="submit" variant="danger" disabled={pending}>
        {pending ? 'Removing…' : 'Remove document'}
      </Button>
      <FormError message={formError} />
    </form>
  );
}

/** A vendor's documents with their period and expiry, each a file of the evidence library; Upload for editors. */
export function VendorDocumentsSection<T>({
  vendorId,
  documents,
  today,
  actions,
}: {
  vendorId: string;
  documents: readonly VendorDocument[];
  today: string;
  actions?: Actions<T>;
}) {
  const router = useRouter();
  const [uploading, setUploading] = useState(false);
  return (
    <SectionCard title="Documents" actions={actions ? <Button onClick={() => setUploading(true)}>Upload document</Button> : undefined}>
      {documents.some((document) => document.kind === 'soc2') && <DraftingUnavailable drafting={actions?.read} />}
      {documents.length === 0 ? (
        <EmptyState title="No documents yet">Upload the vendor&apos;s SOC 2 report, DPA, BAA or penetration test.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Vendor documents">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{vendorDocumentKindLabels[document.kind]}</p>
                <p className="text-sm text-slate-700">
                  {document.evidenceId && document.evidenceFileId ? (
                    <a
                      className="text-indigo-700 underline"
                      href={`/manage/evidence/${document.evidenceId}/files/${document.evidenceFileId}`}
                      download
                    >
                      {document.fileName}
                    </a>
                  ) : (
                    document.fileName
                  )}{' '}
                  · uploaded by {document.uploadedByName} on {dayOf(document.uploadedAt)}
                </p>
                {document.periodStart && document.periodEnd && (
                  <p className="text-sm text-slate-600">
                    Period: {document.periodStart} to {document.periodEnd}
                  </p>
                )}
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <ExpiryBadge expiresOn={document.expiresOn} today={today} />
                  {document.evidenceId && (
                    <Link className="text-xs text-indigo-700 underline" href={`/manage/evidence/${document.evidenceId}`}>
                      In the evidence library
                    </Link>
                  )}
                </div>
              </div>
              {actions && (
                <div className="flex flex-wrap items-start gap-2">
                  {document.kind === 'soc2' && actions.read && (
                    <DraftWithAssistant
                      drafting={actions.read}
                      fields={{ vendorId, documentId: document.id }}
                      label={`Read the report ${document.fileName}`}
                      text="Read the report"
                      pendingText="Reading…"
                    />
                  )}
                  <RemoveDocument vendorId={vendorId} document={document} action={actions.remove} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {actions && (
        <Modal open={uploading} onClose={() => setUploading(false)} title="Upload document">
          {uploading && (
            <VendorDocumentForm
              vendorId={vendorId}
              action={actions.upload}
              onDone={() => {
                setUploading(false);
                router.refresh();
              }}
              onCancel={() => setUploading(false)}
            />
          )}
        </Modal>
      )}
    </SectionCard>
  );
}
