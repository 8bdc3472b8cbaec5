// GET /api/invitations/{token}: what the sign-up form of an invited person shows (the organization, the role and
// the invited e-mail), read on the client so that /register stays a prerendered page.
import { invitationTokenSchema, type InvitationSummary } from '@/lib/schemas/auth';
import { teamRoleInfo } from '@/lib/schemas/organization/settings';
import { invitationRefusal, pendingInvitation } from '@/lib/workspace/organization';
import { WorkspaceError } from '@/lib/workspace/member';
import { json, jsonError } from '../../user-management/_shared/http';

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  try {
    const token = invitationTokenSchema.safeParse((await params).token);
    if (!token.success) throw invitationRefusal(null);
    const { organizationName, email, role } = await pendingInvitation(token.data);
    const data: InvitationSummary = { organizationName, email, roleLabel: teamRoleInfo[role].label };
    return json({ code: 200, data });
  } catch (error) {
    if (error instanceof WorkspaceError) return jsonError(error.status, error.message);
    throw error;
  }
}
