import type { Metadata } from 'next';
import { CtaBand } from '@/components/marketing/cta-band';
import { Hero } from '@/components/marketing/hero';
import { InfoCard, Section } from '@/components/marketing/section';
import { frameworkCountLabel } from '@/lib/catalog/framework-count';
import { frameworkGroups, keyFeatures } from '@/lib/marketing/content/products';
import { pageMetadata } from '@/lib/marketing/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Products',
  description: `${frameworkCountLabel()} frameworks (HIPAA, SOC 2, ISO 27001, PCI-DSS, GDPR, CCPA/CPRA, GLBA, SOX and more) with evidence automation, policies, audits and an AI assistant.`,
  path: '/products',
});

export default function ProductsPage() {
  return (
    <>
      <Hero
        eyebrow="Products"
        title="One platform for every framework you need"
        lead={`${frameworkCountLabel()} frameworks across healthcare, finance, security and privacy, with the automation to get and stay compliant.`}
        primary={{ href: '/questionnaire', label: 'Find my frameworks' }}
        secondary={{ href: '/pricing', label: 'See pricing' }}
      />
      <Section
        id="frameworks"
        title="Frameworks by category"
        lead="Controls shared between frameworks are implemented once and reused everywhere."
      >
        <div className="grid gap-6 md:grid-cols-2">
          {frameworkGroups.map((group, index) => (
            <section key={group.category} aria-labelledby={`group-${index}`} className="rounded-lg border border-slate-200 p-6 shadow-sm">
              <h3 id={`group-${index}`} className="text-xl font-semibold text-slate-900">
                {group.category}
              </h3>
              <ul className="mt-4 space-y-3">
                {group.frameworks.map((framework) => (
                  <li key={framework.name}>
                    <p className="font-semibold text-indigo-900">{framework.name}</p>
                    <p className="text-sm text-slate-600">{framework.description}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
      <Section
        id="features"
        title="Key features"
        lead="Ten capabilities that replace spreadsheets, screenshots and chasing people."
        tone="slate"
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-5">
          {keyFeatures.map((feature) => (
            <li key={feature.title}>
              <InfoCard title={feature.title}>{feature.description}</InfoCard>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand />
    </>
  );
}
