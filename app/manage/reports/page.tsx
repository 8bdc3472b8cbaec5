import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Reports' };

export default function ReportsPage() {
  return <h1 className="text-2xl font-bold text-slate-900">Compliance Reports</h1>;
}
