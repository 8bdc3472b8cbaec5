import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Frameworks' };

export default function AddFrameworksPage() {
  return <h1 className="text-2xl font-bold text-slate-900">Add Framework</h1>;
}
