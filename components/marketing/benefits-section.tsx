import { benefits } from '@/lib/marketing/content/industries';
import { InfoCard, Section } from './section';

/** The six benefits as a card grid; home and /whos give it their own heading. */
export function BenefitsSection({ title }: { title: string }) {
  return (
    <Section id="benefits" title={title} tone="slate">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {benefits.map((benefit) => (
          <li key={benefit.title}>
            <InfoCard title={benefit.title}>{benefit.description}</InfoCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
