import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Frameworks' };

export default function FrameworkManagePage() {
  return <h1 className="text-2xl font-bold text-slate-900">SOC 2 Type II</h1>;
}
