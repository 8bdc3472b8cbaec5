import { trustDocumentKindLabels } from '@/lib/schemas/trust/records';
import type { TrustDocumentKind } from '@/lib/schemas/trust/records';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

export type TrustAccessPageProps = {
  organizationName: string;
  name: string;
  company: string;
  expiresAt: string;
  documents: { id: string; title: string; kind: TrustDocumentKind; stamped: boolean; href: string }[];
};

/** The documents an approved access link opens, with their download links, until it expires. */
export function TrustAccessPage({ organizationName, name, company, expiresAt, documents }: TrustAccessPageProps) {
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
      <header className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-800">Trust center</p>
        <h1 className="text-2xl font-bold text-slate-900">
          {organizationName}: documents for {name}
        </h1>
        <p className="text-sm text-slate-700">
          Shared with {name} ({company}) under the NDA you accepted, until {timeFormat.format(new Date(expiresAt))} UTC. Each download is
          logged, and each page of a PDF carries your name, your company and the time of the download. Other files download as they are.
        </p>
      </header>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-700">No document is offered at the moment.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h2 className="text-base font-medium text-slate-900">{document.title}</h2>
                <p className="text-sm text-slate-600">
                  {trustDocumentKindLabels[document.kind]}
                  {document.stamped
                    ? ' · PDF stamped with your name'
                    : ' · PDFs are stamped with your name; other files download as they are'}
                </p>
              </div>
              <a
                href={document.href}
                download
                className="text-sm font-semibold text-indigo-800 underline hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                Download<span className="sr-only"> {document.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
