import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Evidence' };

export default function EvidencePage() {
  return <h1 className="text-2xl font-bold text-slate-900">Evidence</h1>;
}
