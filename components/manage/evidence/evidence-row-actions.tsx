'use client';

import Link from 'next/link';
import { downloadHref, evidencePath, evidenceRowActions, panelOf, type EvidenceAction } from '@/lib/domain/evidence/actions';
import type { Evidence } from '@/lib/schemas/evidence/records';

const actionClass =
  'rounded px-1 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * A row's actions, each doing what it says: View opens the item's page; Download fetches its current file (the
 * page's file list when it has several); Review, Edit, Retry and Replace open that form on the item's page;
 * Archive asks to confirm first. Each names its item for screen readers.
 */
export function EvidenceRowActions({
  item,
  canEdit,
  onArchive,
}: {
  item: Evidence;
  canEdit: boolean;
  onArchive: (item: Evidence) => void;
}) {
  const actions = evidenceRowActions(item.status, item.archived, canEdit);
  const label = (action: EvidenceAction) => `${action} ${item.name}`;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => {
        if (action === 'Archive') {
          return (
            <button key={action} type="button" aria-label={label(action)} onClick={() => onArchive(item)} className={actionClass}>
              {action}
            </button>
          );
        }
        if (action === 'Download') {
          // A plain link: the file comes from a route handler as an attachment, not a page to navigate to.
          return item.files.length === 0 ? null : (
            <a key={action} href={downloadHref(item.id, item.files)} aria-label={label(action)} className={actionClass}>
              {action}
            </a>
          );
        }
        return (
          <Link key={action} href={evidencePath(item.id, panelOf(action) ?? undefined)} aria-label={label(action)} className={actionClass}>
            {action}
          </Link>
        );
      })}
    </div>
  );
}
