'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { teamRoleInfo, type TeamRole } from '@/lib/schemas/organization/settings';
import type { ScimGroupItem, ScimTokenItem } from '@/lib/schemas/scim/records';
import { ConfirmActionForm } from './confirm-action-form';
import { ScimGroupRoles } from './scim-group-roles';
import { ScimNewToken } from './scim-new-token';
import { ScimTokenForm } from './scim-token-form';
import type { FormAction } from './types';

export type ScimActions = {
  create: FormAction<{ token: string; id: string }>;
  revoke: FormAction<{ id: string }>;
  mapGroup: FormAction<{ id: string }>;
};

type Dialog = { kind: 'create'; created: string | null } | { kind: 'revoke'; token: ScimTokenItem } | null;

/**
 * Provisioning (SCIM), in Settings › Security for administrators: the address to give the identity provider, the
 * tokens it calls with (the full token shown once, in the dialog), and the role each pushed group gives.
 */
export function ScimSection({
  baseUrl,
  defaultRole,
  tokens,
  groups,
  actions,
}: {
  baseUrl: string;
  defaultRole: TeamRole;
  tokens: readonly ScimTokenItem[];
  groups: readonly ScimGroupItem[];
  actions: ScimActions;
}) {
  const router = useRouter();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <section aria-labelledby="scim-heading" className="space-y-4 border-t border-slate-200 pt-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h3 id="scim-heading" className="text-base font-semibold text-slate-900">
            Provisioning (SCIM)
          </h3>
          <p className="max-w-prose text-sm text-slate-700">
            Your identity provider (Okta, Microsoft Entra ID) adds, updates and deactivates members through SCIM 2.0 at{' '}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">{baseUrl}</code>. New members get the{' '}
            {teamRoleInfo[defaultRole].label} role unless a group gives them another; a deactivated member is signed out at once and leaves
            in People.
          </p>
        </div>
        <Button onClick={() => setDialog({ kind: 'create', created: null })}>Create SCIM Token</Button>
      </div>
      {tokens.length === 0 ? (
        <p className="text-sm text-slate-600">No SCIM tokens yet. Create one to connect your identity provider.</p>
      ) : (
        <ul aria-label="SCIM tokens" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {tokens.map((token) => (
            <li key={token.id} className="flex flex-col gap-3 px-4 py-3 lg:flex-row lg:items-center lg:justify-between">
              <div className="space-y-1">
                <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
                  {token.name}
                  <Badge tone="success">Active</Badge>
                </p>
                <p className="text-xs text-slate-600">
                  Created {token.created} · {token.lastUsed ? `Last used ${token.lastUsed}` : 'Never used'}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <code className="rounded bg-slate-100 px-2 py-1 text-sm text-slate-800" aria-label={`${token.name} token, masked`}>
                  {token.maskedValue}
                </code>
                <Button
                  variant="secondary"
                  className="px-3 py-1"
                  aria-label={`Revoke ${token.name}`}
                  onClick={() => setDialog({ kind: 'revoke', token })}
                >
                  Revoke
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <h4 className="text-sm font-semibold text-slate-900">Groups and roles</h4>
      <ScimGroupRoles groups={groups} action={actions.mapGroup} />
      {/* The full token lives only in this dialog's state: closing it forgets it. */}
      <Modal open={dialog?.kind === 'create'} onClose={close} title="Create SCIM Token">
        {dialog?.kind === 'create' &&
          (dialog.created === null ? (
            <ScimTokenForm
              action={actions.create}
              onCancel={close}
              onCreated={(token) => {
                setDialog({ kind: 'create', created: token });
                router.refresh();
              }}
            />
          ) : (
            <ScimNewToken token={dialog.created} onDone={close} />
          ))}
      </Modal>
      <Modal open={dialog?.kind === 'revoke'} onClose={close} title="Revoke SCIM Token" size="sm">
        {dialog?.kind === 'revoke' && (
          <ConfirmActionForm
            field="tokenId"
            recordId={dialog.token.id}
            question={`Revoke ${dialog.token.name} (${dialog.token.maskedValue})? Your identity provider's provisioning with it is refused from now on.`}
            confirmLabel="Revoke"
            pendingLabel="Revoking…"
            action={actions.revoke}
            onCancel={close}
            onDone={() => {
              close();
              router.refresh();
            }}
          />
        )}
      </Modal>
    </section>
  );
}
