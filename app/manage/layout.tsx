import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AssistantLauncher } from '@/components/manage/assistant/assistant-launcher';
import { ManageShell } from '@/components/manage/manage-shell';
import { SessionExpiredDialog } from '@/components/session/session-expired-dialog';
import { SessionWatch } from '@/components/session/session-watch';
import { backend, BackendError } from '@/lib/backend';
import { sessionProfile } from '@/lib/backend/profile';
import { isMfaSetupPath, requireMember, requireMemberDuringMfaSetup, requireSession, sessionExpiredUrl, signedInPath } from '@/lib/dal';
import { teamRoleInfo } from '@/lib/schemas/organization/settings';
import {
  askAssistantQuestion,
  deleteAssistantConversation,
  listAssistantConversations,
  readAssistantConversation,
} from './assistant/actions';

const assistantActions = {
  ask: askAssistantQuestion,
  list: listAssistantConversations,
  read: readAssistantConversation,
  remove: deleteAssistantConversation,
};

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** An avatar the browser can load: an http(s) URL or a same-origin path; a bare file id shows initials instead. */
function avatarUrl(headimgurl: string): string | null {
  return /^(https?:\/\/|\/(?!\/))/i.test(headimgurl) ? headimgurl : null;
}

export default async function ManageLayout({ children }: { children: ReactNode }) {
  const session = await requireSession();
  let profile = sessionProfile(null, session);
  // With no nickname yet, load my-information first; its failure is ignored, but a 401 ends the session.
  if (!session.nickname) {
    try {
      profile = sessionProfile(await backend().myInformation(session.token), session);
    } catch (error) {
      if (error instanceof BackendError && error.kind === 'unauthorized') redirect(sessionExpiredUrl(await signedInPath()));
    }
  }
  // A member who owes the two-factor setup sees only the setup (requireMember sends every other page there).
  const path = await signedInPath();
  const member = isMfaSetupPath(path) ? await requireMemberDuringMfaSetup() : await requireMember();
  return (
    <ManageShell
      user={{
        name: member.displayName,
        role: teamRoleInfo[member.role].label,
        organization: member.organizationName,
        avatarUrl: avatarUrl(profile.headimgurl),
      }}
      assistant={<AssistantLauncher actions={assistantActions} />}
    >
      {children}
      <SessionWatch loadProfileNow={!session.nickname} />
      <SessionExpiredDialog />
    </ManageShell>
  );
}
