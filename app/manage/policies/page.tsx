import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Policies' };

export default function PoliciesPage() {
  return <h1 className="text-2xl font-bold text-slate-900">Policies</h1>;
}
