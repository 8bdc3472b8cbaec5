import { dayOf } from '@/lib/domain/calendar-days';
import type { Member } from '@/lib/workspace/member';
import { approvePolicy, createPolicy, submitPolicy, updatePolicy } from '@/lib/workspace/policies';
import type { PolicyRecord } from '@/lib/schemas/policies/records';

let written = 0;

/** A policy `owner` writes, submits and approves at `now` (one admin may approve their own when none other can). */
export async function approvedPolicy(owner: Member, name = `Acceptable Use ${++written}`, now = new Date()): Promise<PolicyRecord> {
  const today = dayOf(now);
  const draft = await createPolicy(owner, { name, description: '', framework: 'soc2', owner: 'Ana', reviewFrequency: '12' });
  const edited = await updatePolicy(
    owner,
    {
      id: draft.id,
      version: draft.version,
      name: draft.name,
      description: '',
      owner: 'Ana',
      frameworks: ['soc2'],
      reviewFrequency: '12',
      body: '## Use\n\nWith care.',
    },
    today,
  );
  const submitted = await submitPolicy(owner, edited.id, edited.version, today);
  return approvePolicy(owner, submitted.id, submitted.version, today, now);
}
