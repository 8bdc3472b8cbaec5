import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Frameworks' };

export default function HipaaActivatePage() {
  return <h1 className="text-2xl font-bold text-slate-900">HIPAA Activation</h1>;
}
