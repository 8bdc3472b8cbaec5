import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { RecordTable, cellClass } from '@/components/manage/records/record-table';
import { vendorCategoryLabels, type Vendor } from '@/lib/schemas/vendors/records';
import { CriticalityBadge, ReviewBadge } from './vendor-badges';

const columns = ['Vendor', 'Category', 'Criticality', 'Owner', 'Next review'] as const;

/** The vendors of the page: name and service (a link to the vendor), category, criticality, owner and next review. */
export function VendorsTable({ rows, today }: { rows: readonly Vendor[]; today: string }) {
  return (
    <RecordTable caption="Vendors" columns={columns} empty={rows.length === 0}>
      {rows.map((vendor) => (
        <tr key={vendor.id}>
          <td className={cellClass}>
            <Link
              href={`/manage/vendors/${vendor.id}`}
              className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {vendor.name}
            </Link>
            <p className="text-xs text-slate-600">{vendor.service}</p>
          </td>
          <td className={cellClass}>
            <div className="flex flex-wrap gap-1">
              {vendorCategoryLabels[vendor.category]}
              {vendor.subprocessor && <Badge tone="info">Subprocessor</Badge>}
            </div>
          </td>
          <td className={cellClass}>
            <CriticalityBadge criticality={vendor.criticality} />
          </td>
          <td className={cellClass}>{vendor.ownerName ?? <span className="text-slate-500">None</span>}</td>
          <td className={cellClass}>
            <p>{vendor.nextReviewOn}</p>
            <ReviewBadge dueOn={vendor.nextReviewOn} today={today} />
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}
