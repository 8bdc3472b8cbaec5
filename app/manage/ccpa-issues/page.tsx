import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Frameworks' };

export default function CcpaIssuesPage() {
  return <h1 className="text-2xl font-bold text-slate-900">CCPA Issues</h1>;
}
