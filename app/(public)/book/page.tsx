import type { Metadata } from 'next';
import { DemoForm } from '@/components/marketing/book/demo-form';
import { OfficeMap } from '@/components/marketing/book/office-map';
import { Section } from '@/components/marketing/section';
import { demoStats } from '@/lib/marketing/content/claims';
import { pageMetadata } from '@/lib/marketing/seo';
import { env } from '@/lib/env';

export const metadata: Metadata = pageMetadata({
  title: 'Book a demo',
  description: 'Book a 30-minute demo with a compliance specialist. We reply to every request within 24 hours.',
  path: '/book',
});

const agenda = [
  'Which frameworks apply to your company, and in what order',
  'How evidence collection, policies and audits work in the product',
  'A realistic timeline and price for your plan',
] as const;

export default function BookPage() {
  return (
    <>
      <div className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-5 lg:px-8">
          <div className="lg:col-span-2">
            <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">Book a demo</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900">See compliance automation in action</h1>
            <p className="mt-4 text-lg text-slate-600">
              Tell us about your company and a compliance specialist will walk you through the product.
            </p>
            <dl className="mt-8 grid grid-cols-2 gap-4">
              {demoStats.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                  <dt className="text-sm text-slate-600">{stat.label}</dt>
                  <dd className="text-2xl font-bold text-indigo-700">{stat.value}</dd>
                </div>
              ))}
            </dl>
            <h2 className="mt-10 text-lg font-semibold text-slate-900">What we will cover</h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {agenda.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
            <DemoForm />
          </div>
        </div>
      </div>
      <Section id="office" title="Visit our office">
        <OfficeMap apiKey={env().NEXT_PUBLIC_GOOGLE_MAPS_API_KEY} />
      </Section>
    </>
  );
}
