import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CheckLogic } from '@/components/manage/integrations/check-logic';
import { PageHeader } from '@/components/ui/page-header';
import { publishedCheck } from '@/lib/checks/published';
import { vulnerabilityDeadlineCheck } from '@/lib/checks/vulnerabilities';
import { requireMember } from '@/lib/dal';
import { allChecks, connectors } from '@/lib/integrations/connectors';

export const metadata: Metadata = { title: 'Check logic' };

type Props = { params: Promise<{ id: string }> };

/** A check's published logic, for the team and its auditors: the same for every organization. */
export default async function CheckLogicPage({ params }: Props) {
  await requireMember();
  const { id } = await params;
  // The deadline check reads the vulnerability findings of every source rather than one provider's facts.
  const check = [...allChecks, vulnerabilityDeadlineCheck].find((candidate) => candidate.id === id);
  if (!check) notFound();
  const published = publishedCheck(check as Parameters<typeof publishedCheck>[0]);
  const owner = check.provider === 'vulnerabilities' ? 'Vulnerability findings' : connectors[check.provider].name;
  return (
    <>
      <PageHeader title={check.title} description={`${owner} check ${check.id}, ${check.severity} severity.`} />
      <CheckLogic check={published} />
    </>
  );
}
