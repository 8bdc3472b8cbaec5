import type { Metadata } from 'next';
import { BenefitsSection } from '@/components/marketing/benefits-section';
import { CtaBand } from '@/components/marketing/cta-band';
import { Hero } from '@/components/marketing/hero';
import { InfoCard, Section } from '@/components/marketing/section';
import { StatsGrid } from '@/components/marketing/stats-grid';
import { headlineStats } from '@/lib/marketing/content/claims';
import { industries } from '@/lib/marketing/content/industries';
import { pageMetadata } from '@/lib/marketing/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Who we serve',
  description:
    'Compliance automation for digital health, fintech, SaaS, AI, ecommerce, HR tech, EdTech, marketplaces, GovTech and consumer apps.',
  path: '/whos',
});

const testimonialSlots = ['Digital Health', 'Fintech', 'SaaS'] as const;

export default function WhoWeServePage() {
  return (
    <>
      <Hero
        eyebrow="Who we serve"
        title="Built for fast-growing companies in regulated industries"
        lead="Whether you handle patient records, payments or student data, we know the frameworks your customers and regulators expect."
        primary={{ href: '/questionnaire', label: 'Take Questionnaire' }}
        secondary={{ href: '/book', label: 'Book a demo' }}
      />
      <Section id="industries" title="Industries we serve">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {industries.map((industry) => (
            <li key={industry.name}>
              <InfoCard
                title={industry.name}
                footer={
                  <ul aria-label={`Typical frameworks for ${industry.name}`} className="flex flex-wrap gap-2">
                    {industry.frameworks.map((framework) => (
                      <li key={framework} className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-900">
                        {framework}
                      </li>
                    ))}
                  </ul>
                }
              >
                {industry.description}
              </InfoCard>
            </li>
          ))}
        </ul>
      </Section>
      <BenefitsSection title="What you get" />
      <Section id="stats" title="By the numbers">
        <StatsGrid stats={headlineStats} />
      </Section>
      <Section id="testimonials" title="What our customers say" lead="Customer stories are on their way." tone="slate">
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonialSlots.map((industry) => (
            <li key={industry}>
              <figure className="flex h-full flex-col rounded-lg border border-dashed border-slate-300 bg-white p-6">
                <blockquote className="flex-1 text-slate-600">Testimonial coming soon.</blockquote>
                <figcaption className="mt-4 text-sm font-semibold text-slate-800">A {industry} customer</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand />
    </>
  );
}
