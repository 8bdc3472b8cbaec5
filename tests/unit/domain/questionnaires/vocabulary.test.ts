import {
  expandQuery,
  holdsConcept,
  stemsOf,
  questionConcepts,
  stem,
  synonymGroups,
  topicsOf,
  TOPIC_WEIGHT,
  WORD_WEIGHT,
  words,
} from '@/lib/domain/questionnaires';

const asSearched = (phrase: string) => words(phrase).map(stem).join(' ');

describe('the synonym vocabulary', () => {
  it('has a few dozen topics, each with at least two phrases, in lower case', () => {
    expect(synonymGroups.length).toBeGreaterThanOrEqual(36);
    for (const group of synonymGroups) {
      expect(group.phrases.length).toBeGreaterThanOrEqual(2);
      for (const phrase of group.phrases) expect(phrase).toBe(phrase.toLowerCase());
    }
  });

  it('names each topic once', () => {
    const topics = synonymGroups.map((group) => group.topic);
    expect(new Set(topics).size).toBe(topics.length);
  });

  it.each([
    'mfa',
    'multi-factor',
    'two-factor',
    '2fa',
    'sso',
    'single sign-on',
    'saml',
    'pen test',
    'penetration test',
    'bcp',
    'disaster recovery',
    'rbac',
    'least privilege',
    'siem',
    'tls',
  ])('knows %p', (phrase) => expect(topicsOf(phrase)).toHaveLength(1));

  describe.each(synonymGroups.map((group) => [group.topic, group] as const))('the topic %s', (_topic, group) => {
    it.each(group.phrases.map((phrase) => [phrase]))('%p finds this topic and no other', (phrase) => {
      expect(topicsOf(phrase)).toEqual([group.topic]);
    });

    it.each(group.phrases.map((phrase) => [phrase]))('a question saying %p finds a record saying any phrase of the topic', (phrase) => {
      const [concept] = questionConcepts(`Do you have ${phrase}?`).filter((found) => found.topic === group.topic);
      expect(concept).toBeDefined();
      for (const other of group.phrases) expect(holdsConcept(stemsOf(`We have ${other} in place.`), concept!)).toBe(true);
    });
  });

  it('expands both ways: MFA finds two-factor and two-factor finds MFA', () => {
    expect(expandQuery('Do you enforce MFA?')).toContain(asSearched('two-factor'));
    expect(expandQuery('Is two-factor authentication enforced?')).toContain('mfa');
    expect(expandQuery('Do you run a pen test?')).toContain(asSearched('penetration test'));
    expect(expandQuery('When was your last penetration test?')).toContain(asSearched('pen test'));
  });
});

describe('questionConcepts', () => {
  it('reads the stages a process lists in brackets as its steps, weighing nothing, not as topics', () => {
    const concepts = questionConcepts('Do you have a key management process (generation, storage, vetting, and replacement)?');
    expect(concepts.map((concept) => concept.topic)).not.toContain('background checks');
    expect(concepts.find((concept) => concept.variants[0]?.[0] === stem('vetting'))?.weight).toBe(0);
  });

  it('still reads a topic in brackets that list no process stages, or after a process with fewer than three', () => {
    const topicsOfQuestion = (question: string) => questionConcepts(question).map((concept) => concept.topic);
    expect(topicsOfQuestion('Do you screen staff (vetting, references, and identity)?')).toContain('background checks');
    expect(topicsOfQuestion('Do you have a hiring process (vetting or interviews)?')).toContain('background checks');
  });

  it('takes a topic once, weighed more, and each other meaningful word once', () => {
    const concepts = questionConcepts('Do you require MFA and two-factor tokens for remote staff?');
    expect(concepts.filter((concept) => concept.topic === 'multi-factor authentication')).toHaveLength(1);
    expect(concepts.filter((concept) => concept.topic).map((concept) => concept.topic)).toEqual([
      'multi-factor authentication',
      'workforce',
    ]);
    expect(concepts.find((concept) => concept.topic)?.weight).toBe(TOPIC_WEIGHT);
    const loose = concepts.filter((concept) => concept.topic === null);
    expect(loose.map((concept) => concept.variants[0]![0])).toEqual(['requir', 'token', 'remot']);
    // "require" adds no condition a record must repeat (an implemented control is the requirement): it weighs nothing.
    expect(loose.map((concept) => concept.weight)).toEqual([0, WORD_WEIGHT, WORD_WEIGHT]);
  });

  it('prefers the longest phrase where two overlap', () => {
    expect(topicsOf('Do you have an incident response plan?')).toEqual(['incident response']);
    expect(topicsOf('How do you assess vendor risk?')).toEqual(['vendor risk']);
    expect(topicsOf('Do you share data with sub-processors?')).toEqual(['subprocessors']);
    // Vendors at large are vendor management; only those processing data for us are subprocessors.
    expect(topicsOf('Do you share data with vendors?')).toEqual(['vendor risk']);
  });

  it('finds phrases whatever their case, hyphens and punctuation', () => {
    expect(topicsOf('Single-Sign-On (SAML 2.0)?')).toEqual(['single sign-on']);
    expect(topicsOf('multi factor authentication')).toEqual(['multi-factor authentication']);
  });

  it('makes two words joined by a slash one concept that either word holds', () => {
    const [alternatives, ...rest] = questionConcepts('Are files signed using approved protocols/algorithms?').filter((concept) =>
      concept.variants.flat().includes('algorithm'),
    );
    expect(rest).toEqual([]);
    expect(alternatives?.variants).toEqual([['protocol'], ['algorithm']]);
    expect(holdsConcept(stemsOf('We use strong algorithms.'), alternatives!)).toBe(true);
    expect(holdsConcept(stemsOf('We use strong ciphers.'), alternatives!)).toBe(false);
  });

  it('keeps each word joined by "and/or" a word of its own, and a topic joined by a slash as it is', () => {
    expect(questionConcepts('Do you patch and/or scan servers?').map((concept) => concept.variants[0]![0])).toEqual([
      expect.anything(),
      'patch',
      'scan',
    ]);
    expect(topicsOf('Is data encrypted with SSL/TLS?')).toEqual(['encryption in transit']);
  });

  it('lets a record saying either of two words joined by "and/or" hold both', () => {
    const concepts = questionConcepts('Do you review and/or audit your firewall rules?');
    const review = concepts.find((concept) => concept.variants[0]![0] === 'review')!;
    const audit = concepts.find((concept) => concept.variants[0]![0] === 'audit')!;
    const reviewed = stemsOf('Firewall rules are reviewed every six months.');
    expect(holdsConcept(reviewed, review)).toBe(true);
    expect(holdsConcept(reviewed, audit)).toBe(true);
    expect(holdsConcept(stemsOf('Firewall rules are kept in version control.'), audit)).toBe(false);
  });

  it('lets a word joined by a slash to a topic say the topic too', () => {
    const concepts = questionConcepts('Is traffic encrypted using security protocols/algorithms?');
    const protocols = concepts.find((concept) => concept.topic === 'security protocols');
    expect(concepts.some((concept) => concept.topic === null && concept.variants.flat().includes('algorithm'))).toBe(false);
    expect(holdsConcept(stemsOf('We use strong algorithms.'), protocols!)).toBe(true);
    expect(holdsConcept(stemsOf('Traffic is encrypted with TLS 1.2.'), protocols!)).toBe(true);
    expect(holdsConcept(stemsOf('We use strong ciphers.'), protocols!)).toBe(false);
  });

  it('reads protection of traffic or transport as its encryption, and of anything else as more', () => {
    const protection = (question: string, word: string) =>
      questionConcepts(question).find((concept) => concept.variants.flat().includes(stem(word)))!;
    const encrypted = stemsOf('All traffic is encrypted with TLS.');
    expect(holdsConcept(encrypted, protection('How is the traffic between your servers protected?', 'protected'))).toBe(true);
    expect(holdsConcept(encrypted, protection('Is the transport of customer data secured?', 'secured'))).toBe(true);
    expect(holdsConcept(encrypted, protection('How are your servers protected against malware?', 'protected'))).toBe(false);
  });

  it('weighs nothing for whoever a thing is offered to where they support it', () => {
    const weightOf = (question: string, word: string) =>
      questionConcepts(question).find((concept) => concept.variants.flat().includes(stem(word)))?.weight;
    expect(weightOf('Does your server offer forward secrecy for clients that support it?', 'clients')).toBe(0);
    expect(weightOf('Does your server offer forward secrecy for clients that support it?', 'offer')).toBe(0);
    expect(weightOf('Is HSTS sent to older browsers which support them?', 'browsers')).toBe(0);
    expect(weightOf('Does your server offer forward secrecy for clients?', 'clients')).toBe(WORD_WEIGHT);
    expect(weightOf('Do you support clients that support legacy protocols?', 'clients')).toBe(WORD_WEIGHT);
  });

  it('has no concept for a question of stop words only', () => {
    expect(questionConcepts('Do you have it?')).toEqual([]);
    expect(questionConcepts('')).toEqual([]);
  });
});

describe('an independent third party doing the work', () => {
  it('is one doer, not a third party besides the independent one', () => {
    const concepts = questionConcepts('Does an independent third party perform penetration tests?');
    expect(concepts.map((concept) => concept.topic)).toContain('independent party');
    expect(concepts.filter((concept) => concept.topic === null).map((concept) => concept.variants[0]!.join(' '))).toEqual([]);
  });
});
