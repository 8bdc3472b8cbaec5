import Link from 'next/link';
import { ExpiresSoonBadge } from '@/components/manage/evidence/expires-soon-badge';
import type { ExpiringEvidence } from '@/lib/schemas/evidence/records';

/**
 * A control's linked evidence about to expire, each named with its flag and linked to its page. Plain lines, not
 * a nested list, so the control stays one item of its requirement's list.
 */
export function ExpiringOnControl({ items }: { items: readonly ExpiringEvidence[] }) {
  return items.map((item) => (
    <p key={item.id} className="flex flex-wrap items-center gap-2 text-xs text-slate-700">
      <span>Evidence</span>
      <Link href={`/manage/evidence/${item.id}`} className="break-words underline underline-offset-2">
        {item.name}
      </Link>
      <ExpiresSoonBadge days={item.days} />
    </p>
  ));
}
