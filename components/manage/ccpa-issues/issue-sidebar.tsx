'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { issueCategoryOptions } from '@/lib/domain/ccpa-issues/rules';
import type { IssueCategory } from '@/lib/schemas/ccpa-issues/records';

const box = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

/**
 * Issue Summary (counts per category of the issues the filters pick) and Quick Actions; Bulk Assignment and Priority Update
 * (given only to those who may edit) act on the selected issues.
 */
export function IssueSidebar({
  byCategory,
  canExport,
  onExport,
  onBulkAssign,
  onPriorityUpdate,
}: {
  byCategory: readonly { category: IssueCategory; count: number }[];
  canExport: boolean;
  onExport: () => void;
  onBulkAssign?: () => void;
  onPriorityUpdate?: () => void;
}) {
  return (
    <aside aria-label="Issue tools" className="space-y-4">
      <section aria-labelledby="issue-summary" className={box}>
        <h2 id="issue-summary" className="mb-3 text-base font-semibold text-slate-900">
          Issue Summary
        </h2>
        <dl className="space-y-1 text-sm">
          {byCategory.map(({ category, count }) => (
            <div key={category} className="flex justify-between">
              <dt className="text-slate-600">{issueCategoryOptions.find((o) => o.value === category)?.label}</dt>
              <dd className="font-semibold text-slate-900">{count}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="issue-quick-actions" className={box}>
        <h2 id="issue-quick-actions" className="mb-3 text-base font-semibold text-slate-900">
          Quick Actions
        </h2>
        <div className="flex flex-col gap-2">
          {onBulkAssign ? (
            <Button variant="secondary" onClick={onBulkAssign}>
              Bulk Assignment
            </Button>
          ) : null}
          {onPriorityUpdate ? (
            <Button variant="secondary" onClick={onPriorityUpdate}>
              Priority Update
            </Button>
          ) : null}
          <Link
            href="/manage/audits"
            className="inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            Schedule Review
          </Link>
          <Link
            href="/manage/reports"
            className="inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            Generate Report
          </Link>
          <Button variant="secondary" onClick={onExport} disabled={!canExport}>
            Export Data
          </Button>
        </div>
      </section>
    </aside>
  );
}
