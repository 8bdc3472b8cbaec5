import Link from 'next/link';

export type RiskVendorFigures = { risks: number; seriousRisks: number; vendors: number; reviewsOverdue: number };

const linkClass = 'text-sm font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The dashboard's Risks and Vendors card: the register's high or critical risks after treatment and the vendor reviews overdue. */
export function RiskVendorCard({ figures }: { figures: RiskVendorFigures }) {
  const { risks, seriousRisks, vendors, reviewsOverdue } = figures;
  return (
    <section aria-labelledby="risks-and-vendors" className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="risks-and-vendors" className="text-lg font-semibold text-slate-900">
        Risks and Vendors
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">High or critical risks after treatment</dt>
          <dd className="flex items-baseline justify-between gap-3">
            <span className="text-2xl font-bold text-slate-900">
              {seriousRisks} <span className="text-sm font-normal text-slate-600">of {risks}</span>
            </span>
            <Link href="/manage/risks" className={linkClass}>
              View risks
            </Link>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Vendor reviews overdue</dt>
          <dd className="flex items-baseline justify-between gap-3">
            <span className={`text-2xl font-bold ${reviewsOverdue > 0 ? 'text-red-800' : 'text-slate-900'}`}>
              {reviewsOverdue} <span className="text-sm font-normal text-slate-600">of {vendors}</span>
            </span>
            <Link href="/manage/vendors" className={linkClass}>
              View vendors
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}
