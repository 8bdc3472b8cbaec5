/** @jest-environment node */
import { joinAs, founder, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';
import { addSsoDomain, removeSsoDomain, ssoOverview, verifySsoDomain } from '@/lib/workspace/sso';
import { freshDomain, noFile, noTxt, txtResolver, verifiedDomain } from './fixtures';

withThrowAwayDatabase('sso-domains');

describe('proving a domain', () => {
  it('is verified by a TXT record that carries its token', async () => {
    const admin = await founder('Dana');
    const added = await addSsoDomain(admin, freshDomain());
    const verified = await verifySsoDomain(admin, added.id, {
      resolve: txtResolver(`complia-domain-verification=${added.token}`),
      fetcher: noFile,
    });
    expect(verified.verifiedBy).toBe('dns');
    expect(verified.verifiedAt).toBeInstanceOf(Date);
  });

  it('is verified by the file at /.well-known/complia-domain-verification.txt holding its token', async () => {
    const admin = await founder('Fay');
    const added = await addSsoDomain(admin, freshDomain());
    const asked: string[] = [];
    const verified = await verifySsoDomain(admin, added.id, {
      resolve: noTxt,
      fetcher: async (url) => {
        asked.push(url);
        return new Response(`${added.token}\n`);
      },
    });
    expect(asked).toEqual([`https://${added.domain}/.well-known/complia-domain-verification.txt`]);
    expect(verified.verifiedBy).toBe('file');
  });

  it('stays unverified, saying what was looked for, when neither proof holds the token', async () => {
    const admin = await founder('Gil');
    const added = await addSsoDomain(admin, freshDomain());
    const refused = await refusal(
      verifySsoDomain(admin, added.id, {
        resolve: txtResolver('complia-domain-verification=another-token'),
        fetcher: async () => new Response('another-token'),
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.message).toContain(`complia-domain-verification=${added.token}`);
    expect((await ssoOverview(admin)).domains[0]!.verifiedAt).toBeNull();
  });

  it('cannot be claimed by a second organization once another verified it', async () => {
    const first = await founder('Hal');
    const domain = await verifiedDomain(first);
    const second = await founder('Ivy');
    expect((await refusal(addSsoDomain(second, domain))).message).toBe(`${domain} is already verified by another organization.`);
  });

  it('is refused to another organization’s id, an unknown id and a non-admin', async () => {
    const admin = await founder('Jo');
    const added = await addSsoDomain(admin, freshDomain());
    const stranger = await founder('Kim');
    expect((await refusal(verifySsoDomain(stranger, added.id))).status).toBe(404);
    expect((await refusal(removeSsoDomain(stranger, added.id))).status).toBe(404);
    expect((await refusal(verifySsoDomain(admin, UNKNOWN_ID))).status).toBe(404);
    const member = await joinAs(admin, 'member');
    expect((await refusal(addSsoDomain(member, freshDomain()))).status).toBe(403);
    expect((await refusal(verifySsoDomain(member, added.id))).status).toBe(403);
  });
});
