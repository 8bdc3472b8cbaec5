import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CheckLogic } from '@/components/manage/integrations/check-logic';
import { PageHeader } from '@/components/ui/page-header';
import { publishedCheck } from '@/lib/checks/published';
import { requireMember } from '@/lib/dal';
import { allChecks, connectors } from '@/lib/integrations/connectors';

export const metadata: Metadata = { title: 'Check logic' };

type Props = { params: Promise<{ id: string }> };

/** A check's published logic, for the team and its auditors: the same for every organization. */
export default async function CheckLogicPage({ params }: Props) {
  await requireMember();
  const { id } = await params;
  const check = allChecks.find((candidate) => candidate.id === id);
  if (!check) notFound();
  const published = publishedCheck(check);
  return (
    <>
      <PageHeader title={check.title} description={`${connectors[check.provider].name} check ${check.id}, ${check.severity} severity.`} />
      <CheckLogic check={published} />
    </>
  );
}
