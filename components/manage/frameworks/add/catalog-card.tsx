'use client';

import Link from 'next/link';
import { useState } from 'react';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { AddFrameworkCard } from '@/lib/catalog/framework-catalog';
import { catalogMessages } from '@/lib/domain/frameworks/catalog';
import { catalogCountLabel, previewHref } from '@/lib/domain/frameworks/followed';
import type { AddFrameworkAction } from './types';

// The server checks the card's framework id; there is nothing to type, so nothing to check here first.
const noFieldsToCheck = () => null;

/**
 * One framework offered for adding: complexity, what it covers, its requirements (count and edition), the controls
 * mapped to them, the setup estimate they give, and its two actions. Add Framework adds it to the organization
 * (members and admins); Learn More opens its preview (requirements, mapped controls, overlap). A framework it
 * follows already shows Added, one it does not may preview its `overlap`.
 */
export function CatalogCard({
  card,
  followed,
  overlap,
  canEdit,
  addAction,
}: {
  card: AddFrameworkCard;
  followed: boolean;
  overlap?: string;
  canEdit: boolean;
  addAction: AddFrameworkAction;
}) {
  const notify = useToast();
  const [addedHere, setAddedHere] = useState(false);
  const { formError, pending, onSubmit } = useRecordForm({
    action: addAction,
    validate: noFieldsToCheck,
    onCreated: () => setAddedHere(true),
  });
  const added = followed || addedHere;
  const headingId = `catalog-${card.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {card.name}
        </h3>
        <div className="flex flex-wrap justify-end gap-1">
          {added && <Badge tone="success">Added</Badge>}
          {card.popular && <Badge tone="info">Most Popular</Badge>}
          <Badge tone={card.complexity === 'High' ? 'warning' : 'neutral'}>{card.complexity} complexity</Badge>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600">{card.description}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {card.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <dl className="mt-4 grid flex-1 grid-cols-2 content-start gap-2 text-center text-sm">
        <div className="col-span-2 rounded-md bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">Requirements</dt>
          <dd className="font-semibold text-slate-900">{catalogCountLabel(card)}</dd>
          <dd className="text-xs text-slate-600">{card.edition}</dd>
        </div>
        <div className="rounded-md bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">Controls</dt>
          <dd className="font-semibold text-slate-900">{card.controls}</dd>
        </div>
        <div className="rounded-md bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">Setup estimate</dt>
          <dd className="font-semibold text-slate-900">{card.setupWeeks} weeks</dd>
        </div>
      </dl>
      {overlap && !added && (
        <p className="mt-3 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">{overlap}</p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          notify(catalogMessages.add(card.name));
          onSubmit(event);
        }}
        className="mt-4 space-y-2"
      >
        <input type="hidden" name="frameworkId" value={card.id} />
        <div className="flex gap-2">
          {added ? (
            <Button disabled aria-label={`Added: ${card.name}`}>
              Added
            </Button>
          ) : (
            canEdit && (
              <Button type="submit" disabled={pending} aria-label={`Add Framework: ${card.name}`}>
                {pending ? 'Adding…' : 'Add Framework'}
              </Button>
            )
          )}
          <Link
            href={previewHref(card.id)}
            aria-label={`Learn More: ${card.name}`}
            onClick={() => notify(catalogMessages.learn(card.name))}
            className={buttonClasses('secondary')}
          >
            Learn More
          </Link>
        </div>
        <FormError message={formError} />
      </form>
    </article>
  );
}
