import type { Metadata } from 'next';
import Link from 'next/link';
import { BenefitsSection } from '@/components/marketing/benefits-section';
import { CtaBand } from '@/components/marketing/cta-band';
import { Hero } from '@/components/marketing/hero';
import { InfoCard, Section } from '@/components/marketing/section';
import { StatsGrid } from '@/components/marketing/stats-grid';
import { frameworkCountLabel } from '@/lib/catalog/framework-count';
import { frameworkTags, headlineStats } from '@/lib/marketing/content/claims';
import { industries } from '@/lib/marketing/content/industries';
import { howItWorks, productCards } from '@/lib/marketing/content/products';
import { pageMetadata } from '@/lib/marketing/seo';
import { productName } from '@/lib/site-nav';

const description = `Find out which of ${frameworkCountLabel()} frameworks (HIPAA, SOC 2, ISO 27001, GDPR, CCPA, PCI-DSS…) apply to your company and get compliant in 5 days on average.`;

export const metadata: Metadata = {
  ...pageMetadata({ title: 'Compliance automation for regulated industries', description, path: '/' }),
  title: { absolute: `${productName}: compliance automation for regulated industries` },
};

export default function HomePage() {
  return (
    <>
      <Hero
        eyebrow="Compliance automation"
        title="Compliance automation for regulated industries"
        lead="Know which frameworks apply to you, automate the evidence and get audit-ready in days, not months. Built for fast-growing companies in digital health, fintech, SaaS, AI and beyond."
        primary={{ href: '/questionnaire', label: 'Take Questionnaire' }}
        secondary={{ href: '/book', label: 'Book a demo' }}
      />
      <Section
        id="products"
        title="Everything compliance needs, in one place"
        lead="Four products that work together from the first question to the final audit report."
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {productCards.map((card) => (
            <li key={card.title}>
              <InfoCard
                title={card.title}
                footer={
                  <Link href={card.href} className="text-sm font-semibold text-indigo-700 hover:text-indigo-900">
                    {card.cta} <span aria-hidden="true">→</span>
                  </Link>
                }
              >
                {card.description}
              </InfoCard>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="how-it-works" title="How it works" tone="slate">
        <ol className="grid gap-6 md:grid-cols-3">
          {howItWorks.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <p className="flex h-10 w-10 items-center justify-center rounded-full bg-indigo-700 font-bold text-white" aria-hidden="true">
                {index + 1}
              </p>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="stats" title="Results our customers see">
        <StatsGrid stats={headlineStats} />
      </Section>
      <Section
        id="frameworks"
        title={`${frameworkCountLabel()} frameworks supported`}
        lead="From healthcare privacy to payment security, one platform covers them all."
        tone="slate"
      >
        <ul className="flex flex-wrap justify-center gap-3">
          {frameworkTags.map((tag) => (
            <li key={tag} className="rounded-full border border-indigo-200 bg-white px-4 py-1.5 text-sm font-medium text-indigo-900">
              {tag}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="industries" title="Built for regulated industries">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {industries.map((industry) => (
            <li key={industry.name} className="rounded-lg border border-slate-200 p-4 text-center font-semibold text-slate-900">
              {industry.name}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center">
          <Link href="/whos" className="text-sm font-semibold text-indigo-700 hover:text-indigo-900">
            See who we serve <span aria-hidden="true">→</span>
          </Link>
        </p>
      </Section>
      <BenefitsSection title="Why teams choose us" />
      <CtaBand />
    </>
  );
}
