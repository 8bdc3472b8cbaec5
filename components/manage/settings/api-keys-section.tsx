'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ApiKey } from '@/lib/schemas/organization/settings';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewApiKey } from './new-api-key';
import { ConfirmActionForm } from './confirm-action-form';
import type { ApiKeyItem, FormAction } from './types';

type Dialog = { kind: 'create'; created: string | null } | { kind: 'revoke'; key: ApiKeyItem } | null;

/**
 * API Keys (administrators): the active keys, Create API Key (the full key is shown once, in the modal) and
 * Revoke. The list is refreshed from the server after each change.
 */
export function ApiKeysSection({
  keys,
  create,
  revoke,
}: {
  keys: readonly ApiKeyItem[];
  create: FormAction<{ key: string; apiKey: ApiKey }>;
  revoke: FormAction<{ id: string }>;
}) {
  const router = useRouter();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <Button onClick={() => setDialog({ kind: 'create', created: null })}>Create API Key</Button>
      </div>
      <ApiKeyList keys={keys} onRevoke={(key) => setDialog({ kind: 'revoke', key })} />
      {/* The full key lives only in this dialog's state: closing it (Done, Escape, Close) forgets it. */}
      <Modal open={dialog?.kind === 'create'} onClose={close} title="Create API Key">
        {dialog?.kind === 'create' &&
          (dialog.created === null ? (
            <CreateApiKeyForm
              action={create}
              onCancel={close}
              onCreated={(key) => {
                setDialog({ kind: 'create', created: key });
                router.refresh();
              }}
            />
          ) : (
            <NewApiKey apiKey={dialog.created} onDone={close} />
          ))}
      </Modal>
      <Modal open={dialog?.kind === 'revoke'} onClose={close} title="Revoke API Key" size="sm">
        {dialog?.kind === 'revoke' && (
          <ConfirmActionForm
            field="keyId"
            recordId={dialog.key.id}
            question={`Revoke ${dialog.key.name} (${dialog.key.maskedValue})? Systems calling the API with it are refused from now on. This cannot be undone.`}
            confirmLabel="Revoke"
            pendingLabel="Revoking…"
            action={revoke}
            onCancel={close}
            onDone={() => {
              close();
              router.refresh();
            }}
          />
        )}
      </Modal>
    </div>
  );
}
