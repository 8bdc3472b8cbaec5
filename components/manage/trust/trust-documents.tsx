'use client';

import { useRouter } from 'next/navigation';
import { Suspense } from 'react';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { trustDocumentCreateSchema, trustDocumentKindLabels, trustDocumentKinds, type TrustDocument } from '@/lib/schemas/trust/records';
import { SourceSearch } from './source-search';
import type { TrustDocumentItem, TrustSources } from './types';

const validateAdd = formValidator(trustDocumentCreateSchema);
const noCheck = () => null;
const kindOptions = trustDocumentKinds.map((kind) => ({ value: kind, label: trustDocumentKindLabels[kind] }));
const visibilityOptions = [
  { value: 'public', label: 'Public: anyone can download it' },
  { value: 'private', label: 'Private: listed as available on request' },
];

function RemoveButton({ document, action }: { document: TrustDocumentItem; action: FormAction<{ id: string; title: string }> }) {
  const router = useRouter();
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: noCheck, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit}>
      <input type="hidden" name="id" value={document.id} />
      <input type="hidden" name="version" value={document.version} />
      <Button type="submit" variant="ghost" disabled={pending} aria-label={`Remove ${document.title}`}>
        Remove
      </Button>
      <FormError message={formError} />
    </form>
  );
}

function AddDocumentForm({ sources, action }: { sources: TrustSources; action: FormAction<TrustDocument> }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate: validateAdd, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2" aria-label="Add a document">
      <TextField label="Document title" name="title" required error={errors.title} />
      <SelectField label="Kind" name="kind" options={kindOptions} defaultValue="report" error={errors.kind} />
      <SelectField
        label="Publishes"
        name="source"
        options={sources.options}
        placeholder={sources.options.length === 0 ? 'No policy or evidence item is so named' : 'Choose a policy or evidence item'}
        hint={
          sources.options.length < sources.total
            ? `The first ${sources.options.length} of ${sources.total}: search by name for the others.`
            : undefined
        }
        error={errors.source}
      />
      <SelectField
        label="Who may download it"
        name="visibility"
        options={visibilityOptions}
        defaultValue="private"
        error={errors.visibility}
      />
      <div className="sm:col-span-2">
        <FormError message={formError} />
      </div>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" variant="secondary" disabled={pending || sources.options.length === 0}>
          {pending ? 'Adding…' : 'Add document'}
        </Button>
      </div>
    </form>
  );
}

/** The documents the page offers, and (administrators) adding and removing them. */
export function TrustDocuments({
  documents,
  sources,
  actions,
}: {
  documents: TrustDocumentItem[];
  sources: TrustSources;
  actions: { add: FormAction<TrustDocument>; remove: FormAction<{ id: string; title: string }> } | null;
}) {
  return (
    <section aria-labelledby="trust-documents-heading" className="space-y-4">
      <h3 id="trust-documents-heading" className="text-base font-semibold text-slate-900">
        Documents
      </h3>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-600">
          No document yet. Public ones download from the page; private ones show as available on request.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {documents.map((document) => (
            <li key={document.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <div>
                <p className="text-sm font-medium text-slate-900">{document.title}</p>
                <p className="text-sm text-slate-600">
                  {trustDocumentKindLabels[document.kind]} · {document.visibility === 'public' ? 'Public' : 'Private'} ·{' '}
                  {document.source.name}
                  {!document.available && ' · not shown: its record is no longer approved or was archived'}
                </p>
              </div>
              {actions && <RemoveButton document={document} action={actions.remove} />}
            </li>
          ))}
        </ul>
      )}
      {actions && (
        <>
          <Suspense fallback={null}>
            <SourceSearch />
          </Suspense>
          <AddDocumentForm sources={sources} action={actions.add} />
        </>
      )}
    </section>
  );
}
