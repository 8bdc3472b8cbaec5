import { KnowledgeIndex, questionConcepts, questionCore, topicsOf, type KnowledgeDocument } from '@/lib/domain/questionnaires';
import { implementedControl as control, composedFor as compose, policyStatement } from '../../../support/knowledge-documents';

// The thing asked said in the established words other questionnaires and policies use for the same thing.

const scored = (knowledge: KnowledgeDocument[], question: string) => new KnowledgeIndex(knowledge).scored(question);

describe('the hard disks of a device', () => {
  const diskEncryption = policyStatement(
    'Endpoint Security Policy',
    'Disk encryption',
    'Laptops have the full-disk encryption required by the Cryptography Policy enabled before first use, enforced by device management.',
  );
  const question = 'Do you fully encrypt the hard disks of laptops and other portable client devices?';

  it('are its disks, encrypted "fully" by full-disk encryption', () => {
    expect(topicsOf(question)).toEqual(expect.arrayContaining(['disks', 'client systems']));
    expect(topicsOf('Are client devices managed centrally?')).toContain('client systems');
    expect(topicsOf('Is client data encrypted?')).not.toContain('client systems');
    expect(questionConcepts(questionCore(question)).find((concept) => concept.variants[0]?.[0] === 'fully')?.weight).toBe(0);
    expect(compose(question, diskEncryption)?.kind).toBe('yes');
  });

  it('are not answered by a record that encrypts something else, nor wiping them by encrypting them', () => {
    const backups = policyStatement('Backup Policy', 'Encryption', 'Backups of laptops are fully encrypted before they leave the device.');
    expect(compose(question, backups)?.kind).not.toBe('yes');
    expect(compose('Do you securely wipe the hard drives of laptops before disposal?', diskEncryption)?.kind).not.toBe('yes');
  });
});

describe('a session that times out by itself after a set period', () => {
  const timeout = control(
    'AC-09',
    'Session timeout',
    'End or lock sessions after a period of inactivity and require the user to log in again.',
  );
  const lockout = control('AC-10', 'Account lockout', 'Lock accounts after five failed login attempts.');

  it('is the session timeout: "automatically" and "a specified period" add nothing to it', () => {
    const suggestion = scored([timeout, lockout], 'Do sessions automatically time out after a specified period of inactivity?');
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('AC-09');
  });

  it('is not an account locked after a specified number of failed logins', () => {
    expect(scored([timeout], 'Are accounts automatically locked after a specified number of failed login attempts?').kind).not.toBe('yes');
  });
});

describe('cloud data', () => {
  const backups = control('BCP-04', 'Backups', 'Back up critical data and systems automatically and test restores regularly.');

  it('is the data the records are about: backing it up is backing up data', () => {
    expect(scored([backups], 'Is cloud data periodically backed up?').kind).toBe('yes');
  });

  it('still needs what is asked of it', () => {
    expect(scored([backups], 'Is cloud data encrypted at rest?').kind).not.toBe('yes');
  });
});

describe('high availability', () => {
  const question = 'Is the service hosted in a high-availability environment?';
  const resilient = policyStatement(
    'Disaster Recovery Plan',
    'Resilient design',
    'Tier 1 systems run across at least two availability zones with no single point of failure.',
  );

  it('is running with no single point of failure, whose "no" negates nothing', () => {
    expect(topicsOf(question)).toContain('high availability');
    expect(compose(question, resilient)?.kind).toBe('yes');
  });

  it('is not a record that only names a failover, nor one that says the service has no redundancy', () => {
    const failback = policyStatement(
      'Disaster Recovery Plan',
      'Return to normal',
      'Failback to the primary region is planned, and data written on the systems during the failover is reconciled.',
    );
    const single = policyStatement('Architecture Standard', 'Hosting', 'The systems of the service run with no redundancy in one zone.');
    expect(compose(question, failback)?.kind).not.toBe('yes');
    expect(compose(question, single)?.kind).not.toBe('yes');
  });
});

describe('the traffic of a network and its integrity', () => {
  const inTransit = policyStatement(
    'Cryptography Policy',
    'Encryption in transit',
    'All information sent over networks outside a single host, internal traffic included, is encrypted with TLS 1.2 or later.',
  );
  const question =
    'Is encryption and integrity protection in place for all internal network traffic that potentially carries sensitive information?';

  it('is what is sent over networks, protected from change by the protocol that encrypts it', () => {
    expect(topicsOf(question)).toEqual(expect.arrayContaining(['network traffic', 'integrity protection']));
    expect(questionConcepts(questionCore(question)).find((concept) => concept.variants[0]?.[0] === 'potentially')?.weight).toBe(0);
    expect(scored([inTransit], question).kind).toBe('yes');
  });

  it('is not answered by a record that names neither the protocol nor integrity', () => {
    const atRest = policyStatement(
      'Cryptography Policy',
      'Encryption at rest',
      'All information sent over networks is logged, and stored data is encrypted with AES-256.',
    );
    expect(scored([atRest], 'Is integrity protection in place for all internal network traffic?').kind).not.toBe('yes');
  });

  it('is not monitored by a record that only encrypts it', () => {
    expect(scored([inTransit], 'Do you monitor all internal network traffic for anomalies?').kind).not.toBe('yes');
  });
});
