import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/manage/records/section-card';
import { apiKeyScopeLabels } from '@/lib/schemas/organization/settings';
import type { ApiKeyItem } from './types';

/** The active keys: name, status, access, masked value and dates; the full key is never shown again after creation. */
export function ApiKeyList({ keys, onRevoke }: { keys: readonly ApiKeyItem[]; onRevoke: (key: ApiKeyItem) => void }) {
  if (keys.length === 0) {
    return <EmptyState title="No API keys yet">Create an API key to let your own systems call the API for this organization.</EmptyState>;
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {keys.map((key) => (
        <li key={key.id} className="flex flex-col gap-3 px-4 py-3 lg:flex-row lg:items-center lg:justify-between">
          <div className="space-y-1">
            <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
              {key.name}
              <Badge tone="success">Active</Badge>
              <Badge tone={key.scope === 'read-write' ? 'info' : 'neutral'}>{apiKeyScopeLabels[key.scope]}</Badge>
            </p>
            <p className="text-xs text-slate-600">
              Created {key.created} · {key.lastUsed ? `Last used ${key.lastUsed}` : 'Never used'}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <code className="rounded bg-slate-100 px-2 py-1 text-sm text-slate-800" aria-label={`${key.name} value, masked`}>
              {key.maskedValue}
            </code>
            <Button variant="secondary" className="px-3 py-1" aria-label={`Revoke ${key.name}`} onClick={() => onRevoke(key)}>
              Revoke
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
