import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { NavigationProgress } from '@/components/navigation/navigation-progress';
import { ToastProvider } from '@/components/ui/toast';
import { productName } from '@/lib/site-nav';
import './globals.css';

export const metadata: Metadata = {
  title: { default: `${productName}: compliance automation for regulated industries`, template: `%s | ${productName}` },
  description:
    'Find out which frameworks apply to your company (HIPAA, SOC 2, ISO 27001, GDPR, CCPA, PCI-DSS and 30+ more) and automate evidence, policies, audits and reports.',
};

export const viewport: Viewport = { themeColor: '#4338ca', width: 'device-width', initialScale: 1 };

/** The root layout reads no cookies or headers, so public pages stay prerendered. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen">
        <Suspense fallback={null}>
          <NavigationProgress />
        </Suspense>
        <ToastProvider>{children}</ToastProvider>
      </body>
    </html>
  );
}
