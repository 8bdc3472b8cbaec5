import type { KnowledgeDocument } from './types';

/**
 * The record that a policy is in force: "Do you have a data retention policy?" and "Are business continuity
 * policies and procedures established, documented, approved …?" are answered by the policy itself being approved
 * and current, and by nothing more: what it requires is in its sections. Cited as the policy, not one of them.
 */
export function policyStanding(policy: { id: string; name: string; label: string }): KnowledgeDocument {
  return {
    id: policy.id,
    type: 'policy',
    label: `${policy.name} ${policy.label}`,
    version: policy.label,
    title: policy.name,
    whole: true,
    text: `Our ${policy.name} (${policy.label}) is approved and in force.`,
  };
}
