import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ManageShell } from '@/components/manage/manage-shell';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function ManageLayout({ children }: { children: ReactNode }) {
  return <ManageShell user={{ name: 'Compliance Manager', avatarUrl: null }}>{children}</ManageShell>;
}
