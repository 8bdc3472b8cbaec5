import { libraryControls } from '@/lib/catalog/controls';
import { KnowledgeIndex, questionConcepts, questionCore, type KnowledgeDocument } from '@/lib/domain/questionnaires';
import { controlPhrasings } from '@/lib/domain/questionnaires/control-phrasings';
import { matchControl } from '@/lib/domain/questionnaires/control-match';
import { controlDocument as control, policySection } from '../../../support/knowledge-documents';

// Controls worded as the library words them; questions worded as a customer's questionnaire words them, with none of
// the control's own words for the thing asked.

const masking = control('AST-05', 'Data masking', 'Mask sensitive fields where people do not need the full value.');
const endpoints = control('AST-08', 'Endpoint security', 'Manage laptops and phones centrally with disk encryption and screen lock.');
const entry = control(
  'PHY-02',
  'Physical entry',
  'Control entry with badges by role, review entry logs, and keep them for at least 90 days.',
);
const testing = control('VUL-02', 'Penetration testing', 'Have qualified independent testers run external and internal tests yearly.');

const scored = (records: readonly KnowledgeDocument[], question: string) => new KnowledgeIndex(records).scored(question);
const match = (records: readonly KnowledgeDocument[], question: string, open = false) => {
  const core = questionCore(question);
  return matchControl(core, questionConcepts(core), records, open);
};

describe('a question answered by the control it is about', () => {
  it('answers Yes from an implemented control a questionnaire names in other words', () => {
    const suggestion = scored([masking], 'Do you de-identify data?');
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.answer).toMatch(/^Yes\. Our control Data masking \(AST-05\) is implemented/);
    expect(suggestion.sources[0]).toMatchObject({ type: 'control', id: 'AST-05' });
  });

  it('answers No from a control still being put in place', () => {
    const suggestion = scored([{ ...masking, state: 'in-progress', version: 'in-progress' }], 'Do you de-identify data?');
    expect(suggestion.kind).toBe('no');
    expect(suggestion.answer).toMatch(/being put in place/);
  });

  it('answers Not applicable from a control that does not apply', () => {
    const suggestion = scored([{ ...masking, state: 'not-applicable', version: 'not-applicable' }], 'Do you de-identify data?');
    expect(suggestion.kind).toBe('not-applicable');
  });

  it('gives no answer from a control not started, where one in place answers', () => {
    expect(scored([masking], 'Do you de-identify data?').answer).not.toBeNull();
    expect(scored([{ ...masking, state: 'not-started', version: 'not-started' }], 'Do you de-identify data?').answer).toBeNull();
  });

  it('describes the control for an open question', () => {
    const suggestion = scored([masking], 'Describe how you de-identify data.');
    expect(suggestion.kind).toBe('text');
    expect(suggestion.sources[0]?.id).toBe('AST-05');
  });
});

describe('an open question', () => {
  const scans = control('VUL-01', 'Vulnerability scanning', 'Scan systems, containers and applications for vulnerabilities quarterly.');
  const audits = control('AUD-02', 'Independent external assessment', 'Have qualified outside parties assess the security program yearly.');

  it('is described by the control that names its topic and what is to be described, though not every word', () => {
    expect(match([scans], 'Which systems are covered by the security scans?', true)?.document.id).toBe('VUL-01');
    expect(scored([scans], 'Which systems are covered by the security scans?')).toMatchObject({
      kind: 'text',
      sources: [{ id: 'VUL-01' }],
    });
  });

  it('is not described by a control that names its topic but not what is to be described', () => {
    expect(scored([audits], 'Describe the scope of these external audits.').answer).toBeNull();
    expect(scored([audits], 'Describe the external audits.').sources[0]?.id).toBe('AUD-02');
  });

  it('asking the scope of a practice is described by the record of what the practice covers', () => {
    expect(match([testing], 'Describe the scope of the penetration tests.', true)?.document.id).toBe('VUL-02');
    expect(match([scans], 'Describe the scope of the penetration tests.', true)).toBeNull();
  });

  it('still needs every word a Yes names when it is closed', () => {
    const question = 'Describe the security scans of containers, applications and offices.';
    expect(match([scans], question, true)?.document.id).toBe('VUL-01');
    expect(match([scans], question, false)).toBeNull();
  });
});

describe('the conditions of the question', () => {
  it('must be met by the control: a frequency it does not state is no match', () => {
    expect(match([entry], 'Do you review physical entry logs?')?.document.id).toBe('PHY-02');
    expect(match([entry], 'Do you review physical entry logs monthly?')).toBeNull();
  });

  it('must be met by the control: a kind of system it does not cover takes the Yes away', () => {
    expect(match([endpoints], 'Do you use mobile device management?')?.document.id).toBe('AST-08');
    expect(match([endpoints], 'Do you use mobile device management on your servers?')).toBeNull();
  });

  it('is met by the phrasings of the control together, each naming a part of the question', () => {
    const monitoring = control('OPS-03', 'Security monitoring and alerting', 'Review logs daily through automated alerting.');
    expect(match([monitoring], 'Do you monitor your network for security events?')?.document.id).toBe('OPS-03');
    expect(match([monitoring], 'Do you monitor your network for security events on your servers?')).toBeNull();
  });

  it('counts what the control itself says with its phrasing', () => {
    const atRest = control(
      'CRY-02',
      'Encryption at rest',
      'Encrypt databases and storage that hold sensitive data with strong algorithms.',
    );
    expect(match([atRest], 'Is the storage of sensitive data encrypted using strong protocols/algorithms?')?.document.id).toBe('CRY-02');
    expect(match([atRest], 'Is the storage of sensitive data encrypted using quantum-safe protocols on tape?')).toBeNull();
  });

  it('needs a phrasing that says most of the question, not one word of it', () => {
    expect(match([testing], 'Do your pen tests cover cloud tenants, build pipelines and partner integrations?')).toBeNull();
  });
});

describe('the supply chain', () => {
  const supplyChain = control(
    'FED-04',
    'Supply chain risk management',
    'Keep a supply chain risk management plan, inspect and authenticate components, and train staff to spot counterfeits.',
  );

  it('of the hardware in use is answered by supply chain risk management', () => {
    expect(scored([supplyChain], 'Do you have procedures for managing your hardware supply chain?').kind).toBe('yes');
  });

  it('is not answered for a frequency the control does not state', () => {
    expect(scored([supplyChain], 'Do you review your hardware supply chain monthly?').answer).toBeNull();
  });
});

describe('the phrasings', () => {
  it('name only controls of the library, each with phrasings of its own', () => {
    const known = new Set(libraryControls.map((entry) => entry.id));
    for (const [id, phrasings] of Object.entries(controlPhrasings)) {
      expect(known.has(id) ? id : `${id} is not a library control`).toBe(id);
      expect(phrasings.length).toBeGreaterThan(0);
    }
  });
});

describe('a control that answers only in part', () => {
  it('leaves the question to the search, where a policy answers it whole', () => {
    const patching = control('VUL-01', 'Vulnerability scanning', 'Scan systems for vulnerabilities quarterly and patch them.');
    const policy: KnowledgeDocument = {
      id: 'policy-patch',
      type: 'policy',
      label: 'Patch Management Policy v1.0 § 3 Policy Statements',
      version: 'v1.0',
      title: 'Patch Management Policy Policy Statements',
      text: 'Security patches are installed within 30 days of release.',
    };
    const suggestion = scored([patching, policy], 'Do you have a documented patch management process?');
    expect(suggestion.sources[0]?.id).toBe('policy-patch');
  });
});

describe('network controls asked in the words of the field', () => {
  const firewalls = control(
    'NET-01',
    'Network security controls and rule reviews',
    'Protect networks with firewalls or security groups built from an approved standard, approve rule changes, and review rules at least every six months.',
  );
  const segmentation = control(
    'NET-02',
    'Network segmentation',
    'Separate production, corporate and sensitive environments, and allow only needed traffic between them.',
  );

  it('answers Yes to firewalls restricting traffic at strategic points from the firewall control', () => {
    const suggestion = scored(
      [firewalls],
      'Does your company use firewalls to restrict traffic into and out of your network at strategic points?',
    );
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]).toMatchObject({ type: 'control', id: 'NET-01' });
  });

  it('finds the segmentation control for network zones', () => {
    expect(match([firewalls, segmentation], 'Do you use network zones?')?.document.id).toBe('NET-02');
    expect(match([firewalls, segmentation], 'Does your company implement a network zoning concept?')?.document.id).toBe('NET-02');
  });

  it('answers no question about intrusions from an intrusion alarm on the premises or alert handling', () => {
    const alarm = policySection(
      'Physical Security Policy',
      '4.6',
      'Monitoring',
      'Entrances are covered by cameras, and an intrusion alarm protects the premises outside working hours.',
    );
    const alerts = policySection(
      'Logging and Monitoring Policy',
      '4.8',
      'Alert handling',
      'High-severity alerts are acknowledged by the on-call engineer within 30 minutes at any hour.',
    );
    expect(scored([alarm, alerts], 'Do you monitor for intrusions?').kind).not.toBe('yes');
    const detection = policySection(
      'Network Security Policy',
      '4.8',
      'Intrusion detection',
      'Intrusion detection watches all production networks and raises alerts to the on-call engineer.',
    );
    expect(scored([alarm, alerts, detection], 'Do you monitor for intrusions?')).toMatchObject({
      kind: 'yes',
      sources: [expect.objectContaining({ id: detection.id })],
    });
  });
});

describe('the description of the system', () => {
  const description = control(
    'GOV-10',
    'System description and external commitments',
    'Keep a current description of the system (components, boundaries, data flows and the commitments made to customers).',
  );

  it('answers a question about the architecture diagrams of the system and its components', () => {
    expect(
      scored(
        [description],
        'Can you share overall system architecture diagrams with a description of the data flow for all components of the system?',
      ),
    ).toMatchObject({ kind: 'yes', sources: [expect.objectContaining({ id: 'GOV-10' })] });
  });

  it('weighs "overall" as nothing, as it does "entire"', () => {
    const concepts = questionConcepts(questionCore('Do you keep overall architecture diagrams?'));
    expect(concepts.find((concept) => concept.variants[0]?.[0] === 'overall')?.weight).toBe(0);
  });

  it('answers no question about diagrams of another thing', () => {
    expect(scored([description], 'Do you keep diagrams of the office floor plan?').kind).not.toBe('yes');
  });
});
