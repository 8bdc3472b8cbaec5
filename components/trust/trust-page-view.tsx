import type { FormAction } from '@/lib/schemas/form-state';
import { trustDocumentKindLabels, type TrustFrameworkView, type TrustPageView } from '@/lib/schemas/trust/records';
import type { TrustNda } from '@/lib/schemas/trust/access';
import { AccessRequest, type AccessRequestAction } from './access-request-form';
import { SubscribeForm } from './subscribe-form';

/** The public page's forms; the signed-in preview has none and only says what a visitor would find. */
export type TrustPageForms = { nda: TrustNda; requestAccess: AccessRequestAction; subscribe: FormAction<{ email: string }> };

const dayFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function FrameworkState({ framework }: { framework: TrustFrameworkView }) {
  if (framework.state === 'audited') {
    return (
      <p className="text-sm text-slate-700">
        <span className="mr-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Audited</span>
        {formatDay(framework.auditedOn)} by {framework.auditor}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      <span className="mr-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">In progress</span>
      {framework.percent}% of requirements met
    </p>
  );
}

const Empty = ({ children }: { children: React.ReactNode }) => <p className="text-sm text-slate-700">{children}</p>;

/**
 * An organization's trust page as a visitor sees it. It prints only the view it is given, which the server cut
 * down to what was published; the public page and the signed-in preview both draw it.
 */
export function TrustPage({ view, forms = null }: { view: TrustPageView; forms?: TrustPageForms | null }) {
  const shows = new Set(view.sections);
  const anyPrivate = view.documents.some((document) => document.href === null);
  return (
    <article className="mx-auto max-w-4xl space-y-6 px-4 py-12 sm:px-6">
      <header className="space-y-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-800">Trust center</p>
        <h1 className="text-3xl font-bold text-slate-900">{view.organizationName}</h1>
        {view.overview && <p className="whitespace-pre-line text-base text-slate-700">{view.overview}</p>}
        <p className="text-sm text-slate-600">Every state on this page is computed from {view.organizationName}’s compliance records.</p>
      </header>
      {shows.has('frameworks') && (
        <Section id="trust-frameworks" title="Frameworks">
          {view.frameworks.length === 0 ? (
            <Empty>No framework is listed yet.</Empty>
          ) : (
            <ul className="divide-y divide-slate-200">
              {view.frameworks.map((framework) => (
                <li key={framework.frameworkId} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <h3 className="text-base font-medium text-slate-900">{framework.name}</h3>
                  <FrameworkState framework={framework} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      {shows.has('controls') && (
        <Section id="trust-controls" title="Security controls">
          {view.controlAreas.length === 0 ? (
            <Empty>No control area is listed yet.</Empty>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {view.controlAreas.map((area) => (
                <li key={area.prefix} className="rounded-md border border-slate-200 p-4">
                  <h3 className="text-base font-medium text-slate-900">{area.name}</h3>
                  <p className="mt-1 text-sm text-slate-700">
                    {area.implemented} of {area.total} implemented
                    {area.inProgress > 0 ? `, ${area.inProgress} in progress` : ''}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      {shows.has('subprocessors') && (
        <Section id="trust-subprocessors" title="Subprocessors">
          {view.subprocessors.length === 0 ? (
            <Empty>No subprocessor is listed.</Empty>
          ) : (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Subprocessors, their purpose and where they process data</caption>
              <thead className="text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Name
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Purpose
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Countries
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 text-slate-800">
                {view.subprocessors.map((vendor) => (
                  <tr key={vendor.name}>
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {vendor.name}
                    </th>
                    <td className="py-2 pr-4">{vendor.purpose}</td>
                    <td className="py-2">{vendor.countries.join(', ') || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {forms && <SubscribeForm action={forms.subscribe} />}
        </Section>
      )}
      {shows.has('policies') && (
        <Section id="trust-policies" title="Policies">
          {view.policies.length === 0 ? (
            <Empty>No policy is listed yet.</Empty>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
              {view.policies.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          )}
        </Section>
      )}
      {shows.has('documents') && (
        <Section id="trust-documents" title="Documents">
          {view.documents.length === 0 ? (
            <Empty>No document is offered yet.</Empty>
          ) : (
            <ul className="divide-y divide-slate-200">
              {view.documents.map((document) => (
                <li key={document.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <h3 className="text-base font-medium text-slate-900">{document.title}</h3>
                    <p className="text-sm text-slate-600">{trustDocumentKindLabels[document.kind]}</p>
                  </div>
                  {document.href ? (
                    <a
                      href={document.href}
                      download
                      className="text-sm font-semibold text-indigo-800 underline hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    >
                      Download<span className="sr-only"> {document.title}</span>
                    </a>
                  ) : (
                    <p className="text-sm text-slate-700">Available on request</p>
                  )}
                </li>
              ))}
            </ul>
          )}
          {forms && anyPrivate && <AccessRequest nda={forms.nda} action={forms.requestAccess} />}
        </Section>
      )}
    </article>
  );
}
