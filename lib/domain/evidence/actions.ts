import type { EvidenceFileLink, EvidenceStatus } from '@/lib/schemas/evidence/records';

/** The row actions of the evidence library. */
export type EvidenceAction = 'View' | 'Download' | 'Archive' | 'Review' | 'Edit' | 'Retry' | 'Replace';

/** The panels of the view page a row action opens: /manage/evidence/<id>?panel=<panel>. */
export const evidencePanels = ['review', 'edit', 'retry', 'replace'] as const;
export type EvidencePanel = (typeof evidencePanels)[number];

/** Row actions that only look at an item: all a viewer is offered. */
const readOnly: ReadonlySet<EvidenceAction> = new Set(['View', 'Download']);

/**
 * A row's actions by status: a verified item is kept (downloaded, archived), a pending one reviewed or edited, a
 * failed one retried or replaced with a new file. An archived item is only looked at (Restore is on its page).
 * A viewer gets only the actions that look.
 */
export function evidenceRowActions(status: EvidenceStatus, archived: boolean, canEdit: boolean): readonly EvidenceAction[] {
  const actions: readonly EvidenceAction[] = archived
    ? ['View', 'Download']
    : status === 'verified'
      ? ['View', 'Download', 'Archive']
      : status === 'pending'
        ? ['View', 'Review', 'Edit']
        : ['View', 'Retry', 'Replace'];
  return canEdit ? actions : actions.filter((action) => readOnly.has(action));
}

/** The view page of an item, optionally opening one of its panels. */
export function evidencePath(id: string, panel?: EvidencePanel): string {
  return panel ? `/manage/evidence/${id}?panel=${panel}` : `/manage/evidence/${id}`;
}

/** Where one stored file is downloaded from. */
export function evidenceFilePath(id: string, fileId: string): string {
  return `/manage/evidence/${id}/files/${fileId}`;
}

/** Download of a row: its one current file directly, or the view page's file list when there are several. */
export function downloadHref(id: string, files: readonly EvidenceFileLink[]): string {
  return files.length === 1 ? evidenceFilePath(id, files[0]!.id) : `${evidencePath(id)}#files`;
}

/** The panel a row action opens on the view page, or null for View, Download and Archive. */
export function panelOf(action: EvidenceAction): EvidencePanel | null {
  switch (action) {
    case 'Review':
      return 'review';
    case 'Edit':
      return 'edit';
    case 'Retry':
      return 'retry';
    case 'Replace':
      return 'replace';
    default:
      return null;
  }
}

/** The `panel` query value of the view page, when it names one. */
export function readPanel(value: string | string[] | undefined): EvidencePanel | null {
  const first = Array.isArray(value) ? value[0] : value;
  return (evidencePanels as readonly string[]).includes(first ?? '') ? (first as EvidencePanel) : null;
}
