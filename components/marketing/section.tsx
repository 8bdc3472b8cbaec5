import type { ReactNode } from 'react';

/** A page section with an h2, optional lead and content; `tone` alternates the background. */
export function Section({
  id,
  title,
  lead,
  tone = 'white',
  children,
}: {
  id?: string;
  title: string;
  lead?: string;
  tone?: 'white' | 'slate';
  children: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={tone === 'slate' ? 'bg-slate-50' : 'bg-white'}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          {lead && <p className="mt-3 text-lg text-slate-600">{lead}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** A white card with a title and text. */
export function InfoCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 flex-1 text-sm text-slate-600">{children}</div>
      {footer && <div className="mt-4">{footer}</div>}
    </div>
  );
}
