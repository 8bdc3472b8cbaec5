'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { controlStateLabels, type ControlState } from '@/lib/schemas/frameworks/control-state';
import type { ControlEditResult, DetailControl, DetailGroup, DetailRequirement } from '@/lib/schemas/frameworks/control';
import type { ExpiringEvidence } from '@/lib/schemas/evidence/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { ControlEditForm, type TeamOption } from './control-edit-form';
import { ExpiringOnControl } from './expiring-on-control';

const stateTones: Record<ControlState, BadgeTone> = {
  implemented: 'success',
  'in-progress': 'info',
  'not-started': 'neutral',
  'not-applicable': 'neutral',
};

/** What editing needs; absent for a viewer, who sees the controls read-only. */
export type ControlEditing = { action: FormAction<ControlEditResult>; team: readonly TeamOption[] };

/**
 * The framework's requirements in the standard's groups, as disclosure sections (the first open, the others rendered
 * when opened), each requirement with the other frameworks' requirements that share its controls ("Also satisfies")
 * and the controls mapped to it. A control mapped to several requirements shows under each; editing it once changes
 * it everywhere, and the screen is read again from the server.
 */
export function RequirementGroups({
  groups,
  editing,
  evidenceCounts = {},
  expiringEvidence = {},
}: {
  groups: readonly DetailGroup[];
  editing?: ControlEditing;
  /** Per control id, the linked evidence items that count (verified, not archived, not expired). */
  evidenceCounts?: Readonly<Record<string, number>>;
  /** Per control id, the linked items expiring within 14 days, soonest first. */
  expiringEvidence?: Readonly<Record<string, readonly ExpiringEvidence[]>>;
}) {
  const router = useRouter();
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(groups[0] ? [groups[0].id] : []));
  const [editingControl, setEditingControl] = useState<DetailControl | null>(null);
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const close = () => setEditingControl(null);
  return (
    <section aria-labelledby={`${baseId}-heading`} className="space-y-3">
      <h2 id={`${baseId}-heading`} className="text-lg font-semibold text-slate-900">
        Requirements and Controls
      </h2>
      {groups.map((group, index) => {
        const expanded = open.has(group.id);
        const panelId = `${baseId}-group-${index}`;
        return (
          <div key={group.id} className="rounded-lg border border-slate-200 bg-white shadow-sm">
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(group.id)}
                className="flex w-full items-center justify-between gap-3 px-5 py-4 text-left focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span className="font-semibold text-slate-900">{group.heading}</span>
                <span className="flex shrink-0 items-center gap-3 text-sm text-slate-600">
                  {group.met} of {group.total} met
                  <span aria-hidden="true" className={`transition-transform ${expanded ? 'rotate-180' : ''}`}>
                    ▾
                  </span>
                </span>
              </button>
            </h3>
            <ul
              id={panelId}
              hidden={!expanded}
              aria-label={`${group.heading} requirements`}
              className="divide-y divide-slate-100 border-t border-slate-200"
            >
              {/* Rendered once opened: a framework's page then carries the HTML of its first group only. */}
              {expanded &&
                group.requirements.map((requirement) => (
                  <RequirementItem
                    key={requirement.id}
                    requirement={requirement}
                    evidenceCounts={evidenceCounts}
                    expiringEvidence={expiringEvidence}
                    onEdit={editing ? setEditingControl : undefined}
                  />
                ))}
            </ul>
          </div>
        );
      })}
      {editing && (
        <Modal
          open={editingControl !== null}
          onClose={close}
          title={editingControl ? `Edit ${editingControl.id} ${editingControl.name}` : 'Edit control'}
          description={editingControl?.asks}
        >
          {editingControl && (
            <ControlEditForm
              key={`${editingControl.id}-${editingControl.version}`}
              control={editingControl}
              team={editing.team}
              action={editing.action}
              onCancel={close}
              onSaved={() => {
                close();
                router.refresh();
              }}
            />
          )}
        </Modal>
      )}
    </section>
  );
}

/** How many linked evidence items count for the control: "Verified evidence: none" / "Verified evidence: 2". */
function evidenceLabel(items: number): string {
  return `Verified evidence: ${items === 0 ? 'none' : items}`;
}

function RequirementItem({
  requirement,
  evidenceCounts,
  expiringEvidence,
  onEdit,
}: {
  requirement: DetailRequirement;
  evidenceCounts: Readonly<Record<string, number>>;
  expiringEvidence: Readonly<Record<string, readonly ExpiringEvidence[]>>;
  onEdit?: (control: DetailControl) => void;
}) {
  return (
    <li className="px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 text-sm font-medium break-words text-slate-900">
          <span className="mr-2 font-mono text-slate-700">{requirement.id}</span>
          {requirement.title}
        </p>
        <div className="flex shrink-0 flex-wrap gap-2">
          {requirement.kind && <Badge tone="neutral">{requirement.kind === 'required' ? 'Required' : 'Addressable'}</Badge>}
          <Badge tone={requirement.met ? 'success' : 'warning'}>{requirement.met ? 'Met' : 'Not met'}</Badge>
        </div>
      </div>
      {requirement.alsoSatisfies && requirement.alsoSatisfies.length > 0 && (
        <p className="mt-1 text-xs break-words text-slate-600">Also satisfies: {requirement.alsoSatisfies.join(' · ')}</p>
      )}
      {requirement.controls.length === 0 ? (
        <p className="mt-2 text-xs text-slate-600">No control of the library covers this requirement yet.</p>
      ) : (
        <ul aria-label={`Controls for ${requirement.id}`} className="mt-3 space-y-2">
          {requirement.controls.map((control) => (
            <li
              key={control.id}
              className="flex flex-col gap-2 rounded-md bg-slate-50 px-3 py-2 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 space-y-0.5">
                <p className="text-sm break-words text-slate-900">
                  <span className="mr-2 font-mono text-slate-700">{control.id}</span>
                  {control.name}
                </p>
                <p className="text-xs text-slate-600">
                  Owner: {control.ownerName ?? 'No owner'} · {evidenceLabel(evidenceCounts[control.id] ?? 0)}
                </p>
                {control.needsEvidence && (
                  <p className="text-xs text-amber-800">
                    Implemented, but no linked evidence is verified and current: it does not count toward progress yet.
                  </p>
                )}
                {control.failingChecks.map((check) => (
                  <p key={check} className="text-xs text-red-800">
                    Failing check: {check}. It does not count toward progress until a run passes it.
                  </p>
                ))}
                <ExpiringOnControl items={expiringEvidence[control.id] ?? []} />
                {control.state === 'not-applicable' && control.reason && (
                  <p className="text-xs break-words text-slate-600">Why not applicable: {control.reason}</p>
                )}
                {control.note && <p className="text-xs break-words whitespace-pre-line text-slate-600">Note: {control.note}</p>}
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <Badge tone={stateTones[control.state]}>{controlStateLabels[control.state]}</Badge>
                {control.needsEvidence && <Badge tone="warning">Needs evidence</Badge>}
                {control.failingChecks.length > 0 && <Badge tone="danger">Needs attention</Badge>}
                {onEdit && (
                  <Button
                    variant="secondary"
                    className="px-3 py-1"
                    aria-label={`Edit ${control.id} ${control.name}`}
                    onClick={() => onEdit(control)}
                  >
                    Edit
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
