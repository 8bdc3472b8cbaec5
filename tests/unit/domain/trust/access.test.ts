import {
  accessExpiry,
  accessLinkProblem,
  accessStanding,
  approvedDomainProblem,
  decisionProblem,
  DOMAIN_MESSAGE,
  EMAIL_MESSAGE,
  emailDomain,
  FREE_DOMAIN_MESSAGE,
  isAutoApproved,
  NDA_CHANGED_MESSAGE,
  ndaAcceptanceProblem,
  NO_NDA_MESSAGE,
  nextNdaVersion,
  noticeEffectiveDay,
  normalizedDomain,
  stampLine,
  subprocessorChange,
  subprocessorNotice,
  WORK_EMAIL_MESSAGE,
  workEmailProblem,
} from '@/lib/domain/trust/access';

const NOW = new Date('2026-03-01T10:00:00Z');

describe('work e-mail', () => {
  it('reads the domain, lower-cased', () => {
    expect(emailDomain('Ana@Acme.COM')).toBe('acme.com');
    expect(emailDomain(' ana@eu.acme.io ')).toBe('eu.acme.io');
    expect(emailDomain('no-at-sign')).toBeNull();
    expect(emailDomain('@acme.com')).toBeNull();
    expect(emailDomain('ana@localhost')).toBeNull();
  });

  it('accepts a company address and refuses free mail services and malformed ones', () => {
    expect(workEmailProblem('ana@acme.com')).toBeNull();
    expect(workEmailProblem('ana@gmail.com')).toBe(WORK_EMAIL_MESSAGE);
    expect(workEmailProblem('ana@Outlook.com')).toBe(WORK_EMAIL_MESSAGE);
    expect(workEmailProblem('ana smith@acme.com')).toBe(EMAIL_MESSAGE);
    expect(workEmailProblem('acme.com')).toBe(EMAIL_MESSAGE);
  });
});

describe('approved domains', () => {
  it('normalizes what an administrator types', () => {
    expect(normalizedDomain(' @Acme.COM ')).toBe('acme.com');
    expect(normalizedDomain('https://acme.com/about')).toBe('acme.com');
    expect(normalizedDomain('acme.com.')).toBe('acme.com');
    expect(normalizedDomain('not a domain')).toBeNull();
  });

  it('refuses malformed domains and free mail services', () => {
    expect(approvedDomainProblem('acme.com')).toBeNull();
    expect(approvedDomainProblem('acme')).toBe(DOMAIN_MESSAGE);
    expect(approvedDomainProblem('gmail.com')).toBe(FREE_DOMAIN_MESSAGE);
  });

  it('approves the domain and its subdomains, nothing that only ends alike', () => {
    expect(isAutoApproved('ana@acme.com', ['acme.com'])).toBe(true);
    expect(isAutoApproved('ana@eu.acme.com', ['acme.com'])).toBe(true);
    expect(isAutoApproved('ana@notacme.com', ['acme.com'])).toBe(false);
    expect(isAutoApproved('ana@acme.com.evil.io', ['acme.com'])).toBe(false);
    expect(isAutoApproved('ana@acme.com', [])).toBe(false);
    expect(isAutoApproved('ana@gmail.com', ['gmail.com'])).toBe(false);
  });
});

describe('NDA versions', () => {
  it('starts at 1 and rises when the text changes', () => {
    expect(nextNdaVersion(null, 'Keep it secret.')).toBe(1);
    expect(nextNdaVersion({ version: 1, text: 'Keep it secret.' }, 'Keep it very secret.')).toBe(2);
  });

  it('makes no version for the same text, whatever its line ends and trailing spaces', () => {
    expect(nextNdaVersion({ version: 3, text: 'A\nB' }, 'A  \r\nB\n')).toBeNull();
  });

  it('takes a request only with the current version', () => {
    expect(ndaAcceptanceProblem(2, 2)).toBeNull();
    expect(ndaAcceptanceProblem(1, 2)).toBe(NDA_CHANGED_MESSAGE);
    expect(ndaAcceptanceProblem(1, null)).toBe(NO_NDA_MESSAGE);
  });
});

describe('access standing, decisions and links', () => {
  const approved = { state: 'approved' as const, expiresAt: accessExpiry(NOW, 7) };

  it('ends an approval after its days', () => {
    expect(approved.expiresAt.toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(accessStanding(approved, NOW)).toBe('approved');
    expect(accessStanding(approved, new Date('2026-03-08T09:59:59Z'))).toBe('approved');
    expect(accessStanding(approved, new Date('2026-03-08T10:00:00Z'))).toBe('expired');
    expect(accessStanding({ state: 'approved', expiresAt: null }, NOW)).toBe('expired');
    expect(accessStanding({ state: 'revoked', expiresAt: approved.expiresAt }, NOW)).toBe('revoked');
  });

  it('decides only a waiting request and revokes only access given', () => {
    expect(decisionProblem('requested', 'approve')).toBeNull();
    expect(decisionProblem('requested', 'decline')).toBeNull();
    expect(decisionProblem('approved', 'approve')).not.toBeNull();
    expect(decisionProblem('declined', 'decline')).not.toBeNull();
    expect(decisionProblem('approved', 'revoke')).toBeNull();
    expect(decisionProblem('expired', 'revoke')).toBeNull();
    expect(decisionProblem('requested', 'revoke')).not.toBeNull();
    expect(decisionProblem('revoked', 'revoke')).not.toBeNull();
  });

  it('opens a link only while approved and unexpired', () => {
    expect(accessLinkProblem(null, NOW)).toBe('not-found');
    expect(accessLinkProblem(approved, NOW)).toBeNull();
    expect(accessLinkProblem(approved, new Date('2026-04-01T00:00:00Z'))).toBe('expired');
    expect(accessLinkProblem({ ...approved, state: 'revoked' }, NOW)).toBe('revoked');
    expect(accessLinkProblem({ state: 'declined', expiresAt: null }, NOW)).toBe('not-found');
    expect(accessLinkProblem({ state: 'requested', expiresAt: null }, NOW)).toBe('not-found');
  });
});

describe('stamp and notices', () => {
  it('names the requester, the company and the time', () => {
    expect(stampLine({ name: 'Ana Ruiz', company: 'Buyer Inc' }, NOW)).toBe(
      'Provided to Ana Ruiz (Buyer Inc) on 2026-03-01 10:00 UTC. Confidential: under NDA, do not share.',
    );
  });

  it('tells an added or removed subprocessor, nothing else', () => {
    expect(subprocessorChange(null, true)).toBe('added');
    expect(subprocessorChange(false, true)).toBe('added');
    expect(subprocessorChange(true, false)).toBe('removed');
    expect(subprocessorChange(true, null)).toBe('removed');
    expect(subprocessorChange(true, true)).toBeNull();
    expect(subprocessorChange(null, false)).toBeNull();
  });

  it('gives the day the change takes effect and an unsubscribe link', () => {
    expect(noticeEffectiveDay(NOW)).toBe('2026-03-31');
    const letter = subprocessorNotice({
      organizationName: 'Acme',
      vendorName: 'Cloudy',
      purpose: 'Hosting',
      change: 'added',
      effectiveOn: '2026-03-31',
      trustLink: 'https://x/trust/acme',
      unsubscribeLink: 'https://x/unsub',
    });
    expect(letter.subject).toBe('Acme adds a subprocessor: Cloudy');
    expect(letter.body).toContain('takes effect on 2026-03-31');
    expect(letter.body).toContain('https://x/unsub');
    expect(
      subprocessorNotice({
        ...{ organizationName: 'Acme', vendorName: 'Cloudy', purpose: '', effectiveOn: 'd', trustLink: 't', unsubscribeLink: 'u' },
        change: 'removed',
      }).body,
    ).toContain('removes Cloudy from its subprocessors');
  });
});
