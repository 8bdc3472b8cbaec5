import type { ReactNode } from 'react';

/** Says why a member without the administrator role sees less here (the server refuses it anyway). */
export function AdminNote({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">{children}</p>;
}
