// GET /api/auth/sso/test: an administrator's test sign-in of the connection as saved, before it is switched on.
// The provider's answer comes back to the usual callback, which records the test and signs no one in.
import { NextResponse, type NextRequest } from 'next/server';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { env } from '@/lib/env';
import { failureMessage } from '@/lib/sso/failure';
import { loadConnection } from '@/lib/workspace/sso';
import { beginSignOn } from '../_shared/begin';

export async function GET(request: NextRequest) {
  const member = await requireMember();
  const back = new URL('/manage/settings?path=security', env().SITE_URL);
  if (!can(member.role, 'organization.manage')) {
    back.searchParams.set('sso_error', 'Only administrators can test single sign-on.');
    return NextResponse.redirect(back, 303);
  }
  try {
    const connection = await loadConnection(member.organizationId, { evenIfOff: true });
    const started = await beginSignOn(connection, { testBy: member.id });
    const response = NextResponse.redirect(started.url, 303);
    started.applyTo(response, request);
    return response;
  } catch (error) {
    back.searchParams.set('sso_error', failureMessage(error, 'The test sign-in could not start.'));
    return NextResponse.redirect(back, 303);
  }
}
