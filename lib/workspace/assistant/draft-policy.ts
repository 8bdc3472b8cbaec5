import 'server-only';
import type { LanguageModel } from 'ai';
import { z } from 'zod';
import { filledTemplateBody, policyTemplate } from '@/lib/catalog/policy-templates';
import { asData } from '@/lib/domain/assistant/as-data';
import { directoryNames } from '@/lib/domain/frameworks/names';
import { refOf, type AssistantCitation, type AssistantProposalView } from '@/lib/schemas/assistant';
import { MAX_POLICY_BODY } from '@/lib/schemas/policies/records';
import { listOrganizationFrameworks } from '../frameworks';
import { listConnections, providerNames } from '../integrations';
import { notFound, type Member } from '../member';
import { peopleChoices } from '../people';
import { draftObject, draftingModel } from './drafting-call';
import { proposeDraft } from './proposals';

/** At most this many people are named to the model as possible owners. */
const MAX_PEOPLE = 12;

const draftedPolicySchema = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(MAX_POLICY_BODY),
});

const SYSTEM = [
  "You draft an information security policy for a company's compliance team, in Markdown, from a template and the",
  "company's facts. Keep the template's structure and requirements, make them specific to the company (its name,",
  'the frameworks it follows, the people who can own the policy, the tools it uses), and invent no facts.',
  'Answer with a JSON object: "title" (the policy\'s name) and "content" (the policy in Markdown).',
].join(' ');

/** The organization's facts a policy is drafted from, each a record the draft cites. */
async function factsOf(member: Member) {
  const [frameworks, people, connections] = await Promise.all([
    listOrganizationFrameworks(member),
    peopleChoices(member),
    listConnections(member),
  ]);
  const ids = frameworks.map((framework) => framework.frameworkId);
  const names = directoryNames(ids);
  const citations: AssistantCitation[] = [
    ...ids.map((id, index) => ({
      ref: refOf('framework', id),
      kind: 'framework' as const,
      id,
      label: names[index] ?? id,
      href: `/manage/frameworkManage?framework=${encodeURIComponent(id)}`,
    })),
    ...people.slice(0, MAX_PEOPLE).map((person) => ({
      ref: refOf('person', person.id),
      kind: 'person' as const,
      id: person.id,
      label: person.name,
      href: `/manage/people/${person.id}`,
    })),
  ];
  const tools = connections.map((connection) => providerNames[connection.provider]);
  return { names, people: people.slice(0, MAX_PEOPLE).map((person) => person.name), tools, citations };
}

/**
 * "Draft with the assistant" on the policies screen: one model request drafts a policy from the template and the
 * organization's facts, and answers the draft proposed to the member. Nothing is written until they confirm it,
 * and the confirmed policy is a Draft that still goes through review and approval.
 */
export async function draftPolicy(member: Member, templateId: string, model?: LanguageModel | null): Promise<AssistantProposalView> {
  const template = policyTemplate(templateId);
  if (!template) throw notFound('The template');
  const chosen = await draftingModel(member, model);
  const facts = await factsOf(member);
  const prompt = [
    `Draft the policy "${template.name}" for the company below.`,
    asData('company name', member.organizationName),
    asData('frameworks followed', facts.names.join('\n') || 'none yet'),
    asData('people who can own it', facts.people.join('\n') || 'none recorded'),
    asData('tools connected', facts.tools.join('\n') || 'none connected'),
    asData('template', filledTemplateBody(template, member.organizationName)),
  ].join('\n\n');
  const drafted = await draftObject(member, chosen, { system: SYSTEM, prompt, schema: draftedPolicySchema });
  return proposeDraft(member, {
    title: drafted.title,
    summary: `Create the Draft policy "${drafted.title}" from the template ${template.name}. It still goes through review and approval.`,
    preview: drafted.content,
    citations: facts.citations,
    payload: { kind: 'policy-draft', title: drafted.title, category: template.name, content: drafted.content, templateId: template.id },
  });
}
