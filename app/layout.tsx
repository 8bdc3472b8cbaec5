import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { NavigationProgress } from '@/components/navigation/navigation-progress';
import { ToastProvider } from '@/components/ui/toast';
import { frameworkCountLabel } from '@/lib/catalog/framework-count';
import { env } from '@/lib/env';
import { productName } from '@/lib/site-nav';
import './globals.css';

const defaultTitle = `${productName}: compliance automation for regulated industries`;
const defaultDescription = `Find out which of ${frameworkCountLabel()} frameworks (HIPAA, SOC 2, ISO 27001, GDPR, CCPA, PCI-DSS…) apply to your company and automate evidence, policies, audits and reports.`;

/** Relative canonical and OpenGraph URLs resolve against SITE_URL (read at build time, not per request). */
export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: defaultTitle, template: `%s | ${productName}` },
  description: defaultDescription,
  openGraph: { type: 'website', siteName: productName, locale: 'en_US', title: defaultTitle, description: defaultDescription },
  twitter: { card: 'summary', title: defaultTitle, description: defaultDescription },
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
