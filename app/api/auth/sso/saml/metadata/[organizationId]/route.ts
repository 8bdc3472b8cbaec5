// GET /api/auth/sso/saml/metadata/<organization id>: the product's SAML service provider metadata for the
// organization's identity provider (its entity id is this address).
import { NextResponse } from 'next/server';
import { serviceProviderMetadata } from '@/lib/sso/saml';
import { serviceProviderOf } from '@/lib/sso/urls';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function GET(_request: Request, { params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  if (!UUID.test(organizationId)) return NextResponse.json({ code: 404, message: 'No such organization.' }, { status: 404 });
  const xml = serviceProviderMetadata(serviceProviderOf(organizationId.toLowerCase()));
  return new NextResponse(xml, { headers: { 'content-type': 'application/samlmetadata+xml; charset=utf-8' } });
}
