import type { PolicyStatus } from '@/lib/schemas/policies/records';

/** The lifecycle steps a row action runs on the server, once confirmed. */
export type PolicyRowStep = 'submit' | 'renew' | 'archive' | 'delete';

export type PolicyRowAction =
  | { label: string; kind: 'link'; href: string; download?: boolean }
  | { label: string; kind: 'step'; step: PolicyRowStep; confirm: string; confirmLabel: string };

/** What the member's role allows (lib/domain/permissions.ts): edit (records.edit), approve, delete. */
export type PolicyPermissions = { canEdit: boolean; canApprove: boolean; canDelete: boolean };

type RowPolicy = { id: string; name: string; status: PolicyStatus; archived: boolean };

export const policyPaths = {
  view: (id: string) => `/manage/policies/${id}`,
  edit: (id: string) => `/manage/policies/${id}/edit`,
  pdf: (id: string) => `/manage/policies/${id}/pdf`,
  review: (id: string) => `/manage/policies/${id}#review`,
  comments: (id: string) => `/manage/policies/${id}#comments`,
};

const step = (label: string, name: PolicyRowStep, confirm: string, confirmLabel = label): PolicyRowAction => ({
  label,
  kind: 'step',
  step: name,
  confirm,
  confirmLabel,
});

/**
 * A policy's row actions for the member's role: Approved View, Edit, Download; Under Review View,
 * Review, Comments; Draft Edit, Submit, Delete; Expired Update, Renew, Archive. Each one the role may not take
 * is left out; a viewer keeps View, and Download for an approved text. An archived policy can only be read.
 */
export function policyRowActions(policy: RowPolicy, can: PolicyPermissions): PolicyRowAction[] {
  const { id, name } = policy;
  const view: PolicyRowAction = { label: 'View', kind: 'link', href: policyPaths.view(id) };
  const download: PolicyRowAction = { label: 'Download', kind: 'link', href: policyPaths.pdf(id), download: true };
  if (policy.archived) return policy.status === 'approved' || policy.status === 'expired' ? [view, download] : [view];
  const actions: (PolicyRowAction | false)[] = (() => {
    switch (policy.status) {
      case 'approved':
        return [view, can.canEdit && { label: 'Edit', kind: 'link', href: policyPaths.edit(id) }, download];
      case 'review':
        return [
          view,
          can.canApprove && { label: 'Review', kind: 'link', href: policyPaths.review(id) },
          can.canEdit && { label: 'Comments', kind: 'link', href: policyPaths.comments(id) },
        ];
      case 'draft':
        return [
          !can.canEdit && view,
          can.canEdit && { label: 'Edit', kind: 'link', href: policyPaths.edit(id) },
          can.canEdit &&
            step('Submit', 'submit', `Submit "${name}" for review? It cannot be edited while it is under review.`, 'Submit for Review'),
          can.canDelete && step('Delete', 'delete', `Delete the draft "${name}"? This cannot be undone.`, 'Delete Draft'),
        ];
      case 'expired':
        return [
          !can.canEdit && view,
          can.canEdit && { label: 'Update', kind: 'link', href: policyPaths.edit(id) },
          can.canEdit &&
            step(
              'Renew',
              'renew',
              `Start a review of "${name}"? Its text stays the same; once approved, its next review falls due again.`,
              'Start Review',
            ),
          can.canEdit &&
            step(
              'Archive',
              'archive',
              `Archive "${name}"? It leaves the policy list and keeps its versions and history.`,
              'Archive Policy',
            ),
          !can.canEdit && download,
        ];
    }
  })();
  return actions.filter((action): action is PolicyRowAction => action !== false);
}

/**
 * The lifecycle buttons of a policy's own page for the member's role: Edit (Update once expired), Submit,
 * Renew, Archive and Delete where the status allows them, and Download for an approved text. Approving and
 * returning are in the page's review panel.
 */
export function policyPageActions(policy: RowPolicy, can: PolicyPermissions): PolicyRowAction[] {
  const { id, name } = policy;
  const printable = policy.status === 'approved' || policy.status === 'expired';
  const download: PolicyRowAction = { label: 'Download PDF', kind: 'link', href: policyPaths.pdf(id), download: true };
  if (policy.archived) return printable ? [download] : [];
  const archive = step(
    'Archive',
    'archive',
    `Archive "${name}"? It leaves the policy list and keeps its versions and history.`,
    'Archive Policy',
  );
  const actions: (PolicyRowAction | false)[] = (() => {
    switch (policy.status) {
      case 'draft':
        return [
          can.canEdit && { label: 'Edit', kind: 'link', href: policyPaths.edit(id) },
          can.canEdit && step('Submit for Review', 'submit', `Submit "${name}" for review? It cannot be edited while it is under review.`),
          can.canDelete && step('Delete', 'delete', `Delete the draft "${name}"? This cannot be undone.`, 'Delete Draft'),
        ];
      case 'review':
        return [];
      case 'approved':
        return [can.canEdit && { label: 'Edit', kind: 'link', href: policyPaths.edit(id) }, can.canEdit && archive, download];
      case 'expired':
        return [
          can.canEdit && { label: 'Update', kind: 'link', href: policyPaths.edit(id) },
          can.canEdit &&
            step(
              'Renew',
              'renew',
              `Start a review of "${name}"? Its text stays the same; once approved, its next review falls due again.`,
              'Start Review',
            ),
          can.canEdit && archive,
          download,
        ];
    }
  })();
  return actions.filter((action): action is PolicyRowAction => action !== false);
}
