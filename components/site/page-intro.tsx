import type { ReactNode } from 'react';

/** A page's heading block: title, optional lead text and anything below it. */
export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
      {lead && <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{lead}</p>}
      {children}
    </section>
  );
}
