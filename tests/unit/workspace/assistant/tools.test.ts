/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { getDb } from '@/lib/db/client';
import { assistantSettings } from '@/lib/db/schema';
import { askAssistant } from '@/lib/workspace/assistant';
import type { Member } from '@/lib/workspace/member';
import { createPolicy } from '@/lib/workspace/policies';
import { founder, joinAs, withThrowAwayDatabase } from '../fixtures';
import { scriptedModel, toolResultsOf } from './scripted-model';

withThrowAwayDatabase('assistant-tools');

const policyInput = {
  name: 'Encryption Policy',
  description: '',
  framework: 'soc2' as const,
  owner: 'Ada',
  reviewFrequency: '12' as const,
};

/** Asks with a model that calls `calls` once, and answers what the tools returned to it, and the turn. */
async function toolAnswers(member: Member, calls: { name: string; input: unknown }[]) {
  let results = '';
  const turn = await askAssistant(
    member,
    { question: 'Read the records' },
    scriptedModel([
      { calls },
      (options) => {
        results = toolResultsOf(options);
        return { text: 'Done.' };
      },
    ]),
  );
  return { results, turn };
}

let admin: Member;
beforeAll(async () => {
  admin = await founder('Ada');
  await (await getDb()).insert(assistantSettings).values({ organizationId: admin.organizationId, enabled: true });
});

describe('the read tools', () => {
  it("search the organization's own records by words, and the library by a requirement id", async () => {
    const mine = await createPolicy(admin, policyInput);
    const other = await founder('Grace');
    const theirs = await createPolicy(other, { ...policyInput, name: 'Encryption Standard of Grace' });
    const { results, turn } = await toolAnswers(admin, [
      { name: 'search_records', input: { words: 'Encryption' } },
      { name: 'search_records', input: { words: 'CC6.1' } },
    ]);
    expect(results).toContain(`policy:${mine.id}`);
    expect(results).not.toContain(theirs.id);
    expect(results).toContain('"requirement":"CC6.1"');
    const stored = turn.reply.sentences;
    expect(stored).toEqual([{ text: 'Done.', citations: [] }]);
  });

  it("read a framework's gaps with each missing control's state and owner", async () => {
    const { results } = await toolAnswers(admin, [{ name: 'framework_gaps', input: { framework: 'soc2' } }]);
    const anyCc61Control = libraryControls.find((control) => control.maps.includes('soc2:CC6.1'))!;
    expect(results).toContain(`control:${anyCc61Control.id}`);
    expect(results).toContain('Not Started');
    expect(results).toContain('Unassigned');
  });

  it("read the member's tasks, risks and vendors, and refuse an unknown control id with a message", async () => {
    const { results } = await toolAnswers(admin, [
      { name: 'my_tasks', input: {} },
      { name: 'risks', input: {} },
      { name: 'vendors', input: {} },
      { name: 'control', input: { id: 'NOPE-1' } },
    ]);
    expect(results).toContain('"total"');
    expect(results).toContain('No control or requirement has the id \\"NOPE-1\\"');
  });
});

describe('the owner proposal', () => {
  it('proposes only an owner from the team the control tool listed, for a control it returned', async () => {
    const member = await joinAs(admin, 'member');
    const control = libraryControls.find((each) => each.maps.includes('soc2:CC6.1'))!;
    const model = scriptedModel([
      { calls: [{ name: 'control', input: { id: control.id } }] },
      {
        calls: [
          { name: 'propose_control_owner', input: { framework: 'soc2', controlId: control.id, memberId: member.id, cites: [] } },
          {
            name: 'propose_control_owner',
            input: { framework: 'soc2', controlId: control.id, memberId: '00000000-0000-4000-8000-000000000000', cites: [] },
          },
          { name: 'propose_control_owner', input: { framework: 'soc2', controlId: 'ZZ-99', memberId: member.id, cites: [] } },
        ],
      },
      (options) => ({ text: toolResultsOf(options).includes('Name an owner from the team') ? 'One draft.' : 'Unexpected.' }),
    ]);
    const turn = await askAssistant(admin, { question: `Who should own ${control.id}?` }, model);
    expect(turn.reply.proposals).toEqual([
      expect.objectContaining({ kind: 'owner', summary: `Make ${member.displayName} the owner of ${control.id} ${control.name}` }),
    ]);
    expect(turn.reply.proposals[0]!.citations.map((citation) => citation.ref)).toEqual([`control:${control.id}`]);
    expect(turn.reply.sentences[0]!.text).toBe('One draft.');
  });
});
