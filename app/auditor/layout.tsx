import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { GuestShell } from '@/components/auditor/guest-shell';
import { requireSession } from '@/lib/dal';

export const metadata: Metadata = { title: 'Auditor access', robots: { index: false, follow: false } };

/** The auditor guests' area: signed in, read-only, one audit at a time (each page checks its guest). */
export default async function AuditorLayout({ children }: { children: ReactNode }) {
  await requireSession();
  return <GuestShell>{children}</GuestShell>;
}
