import { filledTemplateBody, hipaaPolicyTemplates, policyTemplates } from '@/lib/catalog/policy-templates';

export type TemplateFacts = {
  name: string;
  body: string;
  /** The text of each heading. */
  headings: string[];
  /** Each plain paragraph's words joined by single spaces, emphasis marks removed. */
  paragraphs: string[];
  /** Each numbered item's number and its first words (as a regular expression). */
  items: [number, string][];
};

const plain = (text: string) => text.replace(/\*\*?/g, '').replace(/\s+/g, ' ').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every policy template filled for `organization`, with what its PDF must show, read from its Markdown source. */
export function allPolicyTemplatesForTest(organization: string): TemplateFacts[] {
  return [...policyTemplates, ...hipaaPolicyTemplates].map((template) => {
    const body = filledTemplateBody(template, organization);
    const facts: TemplateFacts = { name: template.name, body, headings: [], paragraphs: [], items: [] };
    for (const block of body.split(/\n\s*\n/)) {
      const text = block.trim();
      if (text.startsWith('#')) facts.headings.push(plain(text.replace(/^#+/, '')));
      else if (/^\d+\. /.test(text)) {
        for (const match of text.matchAll(/^(\d+)\. (.*)$/gm)) {
          facts.items.push([Number(match[1]), escapeRegExp(plain(match[2]!).split(' ').slice(0, 3).join(' '))]);
        }
      } else if (!text.startsWith('- ')) facts.paragraphs.push(plain(text));
    }
    return facts;
  });
}
