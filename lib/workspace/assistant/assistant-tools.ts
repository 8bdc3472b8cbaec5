import 'server-only';
import type { ModelMessage, Tool, ToolSet } from 'ai';
import { can } from '@/lib/domain/permissions';
import type { AssistantPage, AssistantProposalView } from '@/lib/schemas/assistant';
import { WorkspaceError, type Member } from '../member';
import { controlTools } from './control-tools';
import { listTools } from './list-tools';
import { proposeTools } from './propose-tools';
import { questionnaireTools } from './questionnaire-tools';
import { recordTools } from './record-tools';
import type { TurnRecords } from './tool-records';

/**
 * A tool whose read is refused (another organization's id is not found, a role refused) answers the refusal's
 * message to the model instead of ending the turn; any other failure is a fault and ends it.
 */
function refusalsAsResults(tools: ToolSet): ToolSet {
  return Object.fromEntries(
    Object.entries(tools).map(([name, each]) => {
      const execute = each.execute!;
      const guarded: Tool = {
        ...each,
        execute: async (input, options) => {
          try {
            return await execute(input, options);
          } catch (error) {
            if (error instanceof WorkspaceError) return { error: error.message };
            throw error;
          }
        },
      };
      return [name, guarded];
    }),
  );
}

/**
 * The tools the model may call for the member: every read, as the member (organization and role applied), and the
 * proposing tools only when the member's role may edit records. A viewer is never offered a draft.
 */
export function assistantTools(member: Member, records: TurnRecords, conversationId: string, proposed: AssistantProposalView[]): ToolSet {
  return refusalsAsResults({
    ...listTools(member, records),
    ...controlTools(member, records),
    ...recordTools(member, records),
    ...questionnaireTools(member, records),
    ...(can(member.role, 'records.edit') ? proposeTools(member, records, conversationId, proposed) : {}),
  });
}

/** The read that resolves the record on screen ("this control", "this finding"), or null for a page with none. */
function pageRead(page: AssistantPage | undefined): { toolName: string; input: Record<string, string> } | null {
  if (!page?.kind || !page.id) return null;
  const { kind, id } = page;
  switch (kind) {
    case 'control':
      return { toolName: 'control', input: { id } };
    case 'framework':
      return { toolName: 'framework_gaps', input: { framework: id } };
    case 'policy':
      return { toolName: 'policy', input: { id } };
    case 'evidence':
      return { toolName: 'evidence_document', input: { id } };
    case 'finding':
      return { toolName: 'finding', input: { id } };
    case 'audit':
      return { toolName: 'audit_findings', input: { auditId: id } };
    case 'questionnaire':
      return { toolName: 'questionnaire', input: { id } };
    default:
      return null;
  }
}

/**
 * The record on screen, read with its tool before the model is asked, as a tool call and its result in the
 * conversation: the model sees "this control" as data it may cite, whatever it decides to call next.
 */
export async function pageRecordMessages(page: AssistantPage | undefined, tools: ToolSet): Promise<ModelMessage[]> {
  const read = pageRead(page);
  const execute = read ? tools[read.toolName]?.execute : undefined;
  if (!read || !execute) return [];
  const toolCallId = 'page-on-screen';
  const output = await execute(read.input, { toolCallId, messages: [] } as never);
  return [
    { role: 'assistant', content: [{ type: 'tool-call', toolCallId, toolName: read.toolName, input: read.input }] },
    { role: 'tool', content: [{ type: 'tool-result', toolCallId, toolName: read.toolName, output: { type: 'json', value: output } }] },
  ];
}
