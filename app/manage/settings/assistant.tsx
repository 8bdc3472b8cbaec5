import { AssistantSection } from '@/components/manage/settings/assistant-section';
import { assistantModelInfo } from '@/lib/ai';
import { can } from '@/lib/domain/permissions';
import { assistantSettingsOf } from '@/lib/workspace/assistant';
import type { Member } from '@/lib/workspace/member';
import { saveAssistantSettingsAction } from './assistant-actions';

/** Settings › Assistant: the organization's choices, and where a question goes (never the key). */
export async function Assistant({ member }: { member: Member }) {
  const settings = await assistantSettingsOf(member);
  return (
    <AssistantSection
      settings={settings}
      model={assistantModelInfo()}
      action={can(member.role, 'organization.manage') ? saveAssistantSettingsAction : null}
    />
  );
}
