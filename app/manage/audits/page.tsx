import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Audits' };

export default function AuditsPage() {
  return <h1 className="text-2xl font-bold text-slate-900">Audit Management</h1>;
}
