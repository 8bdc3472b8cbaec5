import { stem } from './text';

/**
 * Words of a question that add no condition a record must repeat: they are searched with, but weigh nothing in the
 * share of the question a record covers, and a Yes does not wait for them. Each kind is listed apart so a real
 * condition (a version, a frequency, a scope such as "servers" or "contractors") is never among them.
 */
const kinds: Record<string, readonly string[]> = {
  // "Do you require MFA…?", "Is training mandatory…?": an implemented control is the requirement.
  modality: ['require', 'required', 'requires', 'mandatory', 'mandated', 'enforced'],
  // The doing of a practice in general: "perform backups", "manage the configuration", "handle policy violations".
  activity: [
    'manage',
    'managed',
    'managing',
    'management',
    'handle',
    'handling',
    'address',
    'perform',
    'performing',
    'conduct',
    'conducting',
    'undergo',
    'meet',
    'meets',
    'apply',
    'applied',
    'establish',
    'established',
    'develop',
    'developed',
    'deploy',
    'deployed',
    // "Moving changes to production" is deploying them.
    'move',
    'moving',
    'employ',
    'employed',
    'carry',
    'carried',
    // Naming someone to a role: "designated officers" are the officers the organization has.
    'designate',
    'designated',
    'appoint',
    'appointed',
    // Coming to have a thing: "obtain consent" is consent, "obtain administrator access" is that access.
    'obtain',
    'obtained',
    'obtaining',
    // "How users get their initial passwords" is how they are given them.
    'get',
    'gets',
    'getting',
    // "Does your server offer forward secrecy?" asks whether it has it.
    'offer',
    'offers',
    'offered',
    // "Installing patches" is patching.
    'install',
    'installing',
    // Putting a thing through a practice: "subject code to static analysis" is analysing it.
    'subject',
    'subjected',
    'out',
    'go',
    'through',
    'place',
  ],
  // The wrapper of a practice: "a strategy for", "capabilities to", "a method for finding", "in a secure manner".
  wrapper: [
    'strategy',
    'strategies',
    'capability',
    'capabilities',
    // "Are you able to encrypt …", "the ability to wipe …": what is done, not a further condition.
    'able',
    'ability',
    'capable',
    'method',
    'methods',
    'technique',
    'techniques',
    'approach',
    'mechanism',
    'mechanisms',
    'practice',
    'practices',
    'manner',
    // "Procedures that guide how risks are mitigated" are the procedures for mitigating them.
    'guide',
    'guides',
    // "On a yearly (or 24 x 7) basis" is yearly (or round the clock).
    'basis',
    'way',
    'ways',
    'kind',
    'kinds',
    'type',
    'types',
    'set',
    'part',
    'term',
    'terms',
    'principle',
    'measures',
    'controls',
    'control',
    'requirement',
    'requirements',
    'written',
  ],
  // Praise and emphasis: "a strong program", "appropriately protected", "be as specific as possible".
  degree: [
    'strong',
    'robust',
    'appropriate',
    'appropriately',
    'sufficient',
    'sufficiently',
    'adequate',
    'essential',
    'specific',
    // "A specified period" is a period set, "fully encrypt" encrypts as "the entire disk" does.
    'specified',
    'entire',
    'whole',
    'fully',
    // "Overall architecture diagrams" are the diagrams, as "the entire system" is the system.
    'overall',
    'several',
    'both',
    'well',
    'possible',
    'precise',
    'recently',
    'common',
    'effective',

    'proper',
    'reasonable',
    // "Minimally include A and B": at the least A and B, each still a condition.
    'minimally',
    'minimum',
    // Traffic that "potentially carries" sensitive information is traffic that may: a hedge, no condition.
    'potentially',
    // Requirements "organizationally designed" are the organization's own, which every record states.
    'organizationally',
  ],
  // Links between the parts of a question: "with respect to", "in accordance with", "privacy-related".
  // "Covered by" says "included in", which adds no more than "include" does.
  linking: [
    'regarding',
    'respect',
    'accordance',
    'related',
    'relating',
    'throughout',
    'itself',
    'against',
    'based',
    // "Per the security requirements" is by them: what follows is the condition.
    'per',
    'cover',
    'covered',
    'covers',
    // "A strategy that encompasses servers" is one that covers them.
    'encompass',
    'encompasses',
    // "Either A or B" offers a choice: the alternatives are the conditions, the word itself none.
    'either',
    // "A network zoning concept", "firewalls at strategic points": the scheme itself and where it sits, not a condition.
    'concept',
    'concepts',
    'strategic',
  ],
};

const lightStems: ReadonlySet<string> = new Set(Object.values(kinds).flat().map(stem));

/** Whether a question's word (as a stem) adds no condition of its own. */
export const isLightWord = (root: string) => lightStems.has(root);

const wrapperStems: ReadonlySet<string> = new Set(kinds.wrapper!.map(stem));

/** Whether a word (as a stem) is only the wrapper of a practice ("mechanism", "method", "approach"). */
export const isWrapperWord = (root: string) => wrapperStems.has(root);
