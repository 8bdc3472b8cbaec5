import Link from 'next/link';
import { ExpiresSoonBadge } from '@/components/manage/evidence/expires-soon-badge';
import { EXPIRY_WARNING_DAYS } from '@/lib/domain/evidence/expiry';
import type { ExpiringEvidence } from '@/lib/schemas/evidence/records';
import { frameworkLabels } from '@/lib/schemas/frameworks/codes';

/**
 * The dashboard's warning: the evidence expiring within 14 days, soonest first, each linked to its page, and the
 * way to the whole list when there are more. Shown only while there is some.
 */
export function ExpiringEvidenceList({ items, total }: { items: readonly ExpiringEvidence[]; total: number }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="expiring-evidence" className="mt-6 rounded-lg border border-amber-300 bg-white p-5 shadow-sm">
      <div className="mb-1 flex items-center justify-between gap-3">
        <h2 id="expiring-evidence" className="text-lg font-semibold text-slate-900">
          Evidence Expiring Soon
        </h2>
        <Link href="/manage/evidence?status=expiring" className="text-sm font-medium text-indigo-700 hover:underline">
          {total > items.length ? `View all ${total}` : 'View in the library'}
        </Link>
      </div>
      <p className="mb-3 text-sm text-slate-600">
        Expiring within {EXPIRY_WARNING_DAYS} days: once expired, an item stops counting for its controls. Collect its successor in time.
      </p>
      <ul className="divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
            <span className="min-w-0">
              <Link href={`/manage/evidence/${item.id}`} className="font-medium break-words text-slate-900 hover:text-indigo-700">
                {item.name}
              </Link>
              <span className="block text-xs text-slate-600">
                {frameworkLabels[item.framework]} · expires on {item.expiresOn}
              </span>
            </span>
            <ExpiresSoonBadge days={item.days} />
          </li>
        ))}
      </ul>
    </section>
  );
}
