import { Badge } from '@/components/ui/badge';
import type { ApiKey } from '@/lib/schemas/settings';

/** API Keys: each key's name, Active status and masked value; the full key is never shown again. */
export function ApiKeysSection({ keys }: { keys: readonly ApiKey[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {keys.map((key) => (
        <li key={key.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-slate-900">{key.name}</p>
            <p className="text-xs text-slate-600">{key.created}</p>
          </div>
          <code className="rounded bg-slate-100 px-2 py-1 text-sm text-slate-800" aria-label={`${key.name} value, masked`}>
            {key.maskedValue}
          </code>
          <Badge tone="success">{key.status}</Badge>
        </li>
      ))}
    </ul>
  );
}
