/**
 * A policy's text in the pieces an answer cites: each Markdown heading starts a section, numbered by its order
 * unless the heading carries its own number ("4.2 Passwords"); a numbered list inside a section gives each item
 * its own sub-section (4.3 for the third item of section 4), titled by its bold lead ("**Authentication.**").
 */
export type PolicySection = { number: string; title: string; text: string };

const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/;
const ownNumber = /^((?:\d+\.)*\d+)\.?\s+(.+)$/;
const listItem = /^\s*(\d+)[.)]\s+(.*)$/;
const boldLead = /^\*\*(.+?)\*\*\s*/;

const cleanTitle = (title: string) =>
  title
    .replace(/\*\*|__|`/g, '')
    .replace(/[.:]$/, '')
    .trim();

function splitItems(number: string, title: string, lines: readonly string[]): PolicySection[] {
  const lead: string[] = [];
  const items: { number: string; title: string; lines: string[] }[] = [];
  for (const line of lines) {
    const item = listItem.exec(line);
    if (item) {
      const body = item[2]!;
      const bold = boldLead.exec(body);
      // The bold lead becomes the title, so the text keeps only what the item says.
      items.push({
        number: `${number}.${item[1]}`,
        title: bold ? cleanTitle(bold[1]!) : title,
        lines: [bold ? body.slice(bold[0].length) : body],
      });
    } else if (items.length > 0) {
      items[items.length - 1]!.lines.push(line.trim());
    } else {
      lead.push(line);
    }
  }
  const leadText = lead.join('\n').trim();
  const sections: PolicySection[] = leadText ? [{ number, title, text: leadText }] : [];
  for (const item of items) {
    const text = item.lines.join('\n').trim();
    if (text) sections.push({ number: item.number, title: item.title === title ? title : `${title}: ${item.title}`, text });
  }
  return sections;
}

/** The sections of a policy's Markdown text; the text before the first heading is section 0, titled `name`. */
export function policySections(name: string, body: string): PolicySection[] {
  const parts: { number: string; title: string; lines: string[] }[] = [{ number: '0', title: name, lines: [] }];
  let count = 0;
  for (const line of body.split(/\r?\n/)) {
    const found = heading.exec(line);
    if (!found) {
      parts[parts.length - 1]!.lines.push(line);
      continue;
    }
    count += 1;
    const title = cleanTitle(found[1]!);
    const numbered = ownNumber.exec(title);
    parts.push(numbered ? { number: numbered[1]!, title: numbered[2]!, lines: [] } : { number: String(count), title, lines: [] });
  }
  return parts.flatMap((part) => splitItems(part.number, part.title, part.lines));
}

/** How a section is cited: "Access Control Policy v2.4 § 4.3 Policy Statements: Authentication". */
export const sectionLabel = (policyName: string, versionLabel: string, section: PolicySection) =>
  section.number === '0' ? `${policyName} ${versionLabel}` : `${policyName} ${versionLabel} § ${section.number} ${section.title}`;
