import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Frameworks' };

export default function Iso27001SetupPage() {
  return <h1 className="text-2xl font-bold text-slate-900">ISO 27001 Setup</h1>;
}
