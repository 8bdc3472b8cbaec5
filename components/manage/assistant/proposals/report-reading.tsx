import type { PagedText, VendorReportReading } from '@/lib/schemas/assistant';

const opinionLabels = {
  unqualified: 'Unqualified (clean)',
  qualified: 'Qualified',
  adverse: 'Adverse',
  disclaimer: 'Disclaimer of opinion',
} as const;

const Page = ({ page }: { page: number }) => <span className="whitespace-nowrap text-xs text-slate-600">page {page}</span>;

function Part({ title, items, empty }: { title: string; items: (PagedText & { controlIds?: string[] })[]; empty: string }) {
  return (
    <section aria-label={title} className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
          {items.map((item) => (
            <li key={`${item.page}:${item.text}`}>
              {item.text} <Page page={item.page} />
              {item.controlIds && item.controlIds.length > 0 && (
                <span className="block text-xs text-slate-600">Your controls: {item.controlIds.join(', ')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What was read from a vendor's SOC 2 report, each part with the page of the report it was found on. */
export function ReportReading({ reading }: { reading: VendorReportReading }) {
  return (
    <div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-900">Audit period</dt>
        <dd>
          {reading.auditPeriod ? (
            <>
              {reading.auditPeriod.from} to {reading.auditPeriod.to} <Page page={reading.auditPeriod.page} />
            </>
          ) : (
            'Not found in the report'
          )}
        </dd>
        <dt className="font-semibold text-slate-900">Opinion</dt>
        <dd>
          {reading.opinion ? (
            <>
              {opinionLabels[reading.opinion.value]} <Page page={reading.opinion.page} />
            </>
          ) : (
            'Not found in the report'
          )}
        </dd>
      </dl>
      <Part title="Exceptions" items={reading.exceptions} empty="None found." />
      <Part title="Subservice organizations" items={reading.subserviceOrganizations} empty="None found." />
      <Part title="Complementary user-entity controls" items={reading.userEntityControls} empty="None found." />
    </div>
  );
}
