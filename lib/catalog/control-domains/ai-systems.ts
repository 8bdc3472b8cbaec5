import type { LibraryControl } from '@/lib/catalog/types';

/**
 * AI systems: what the AI frameworks (ISO/IEC 42001, the EU AI Act, the NIST AI RMF) ask that no security or privacy
 * control answers. Their requirement keys come from those frameworks' mapping files (lib/catalog/frameworks/
 * iso42001-mapping.ts, eu-ai-act-mapping.ts, nist-ai-rmf-mapping.ts), written requirement by requirement.
 */
const aiControl = (id: string, name: string, asks: string, evidence: string, owner: LibraryControl['owner']): LibraryControl => ({
  id,
  name,
  asks,
  evidence,
  owner,
  maps: [],
});

export const aiSystemControls: readonly LibraryControl[] = [
  aiControl(
    'AIS-01',
    'AI policy and accountability',
    'Keep an AI policy approved by leadership that sets the principles for developing and using AI, aligned with the other policies, name ' +
      'who is accountable for each AI system and its risks, and review the policy at planned intervals.',
    'Approved AI policy with review history; AI roles and accountable owners per system',
    'Leadership',
  ),
  aiControl(
    'AIS-02',
    'AI system inventory and classification',
    'Keep an inventory of the AI systems and models developed, bought or used, each with its intended purpose, users, setting, business value, ' +
      'requirements and risk class (prohibited, high-risk or not under the EU AI Act, with the reasons), and retire systems safely.',
    'AI system inventory with intended purpose and documented risk classification; decommissioning records',
    'Compliance',
  ),
  aiControl(
    'AIS-03',
    'AI risk and impact assessment',
    'Before building or deploying an AI system and after significant changes, assess with people of varied disciplines its risks and its ' +
      'benefits and harms to individuals, groups, fundamental rights, society and the environment; decide whether to proceed and how to treat each risk.',
    'AI risk and impact assessments with their participants, go or no-go decisions and treatment plans',
    'Compliance',
  ),
  aiControl(
    'AIS-04',
    'AI data governance',
    'Set requirements for the data used to train, validate and test AI systems: where it comes from and under what rights, how it is prepared ' +
      'and labelled, its quality and representativeness, and checks for bias; record the provenance of each data set.',
    'Data sheets per data set with provenance, preparation steps, quality and bias checks',
    'Engineering',
  ),
  aiControl(
    'AIS-05',
    'AI testing, evaluation and validation',
    'Before release and after each significant change, test AI systems against defined metrics for accuracy, robustness, safety, security and ' +
      'fairness in conditions like their deployment, with human subject protections where people take part, reviewed by people independent of the builders.',
    'Test plans, data sets and metrics; evaluation reports with sign-off; independent review records',
    'Engineering',
  ),
  aiControl(
    'AIS-06',
    'Human oversight of AI',
    'Design AI systems so that competent, named people can understand their outputs, watch their operation, override or disregard a result ' +
      'and stop or deactivate the system, and give those people the authority and time to do it.',
    'Oversight design per system; named overseers and their training; records of overrides and shutdowns',
    'Engineering',
  ),
  aiControl(
    'AIS-07',
    'AI transparency and instructions for use',
    'Give deployers and users clear information on what an AI system does, its limits, accuracy and the oversight it needs; tell people when ' +
      'they interact with AI or are subject to its decisions, and mark AI-generated or manipulated content as such.',
    'Instructions for use; user-facing AI notices; content labelling or watermarking settings',
    'Engineering',
  ),
  aiControl(
    'AIS-08',
    'AI technical documentation and event logs',
    'Keep technical documentation of each AI system (design, development choices, models, data, tests, changes) current, have systems log ' +
      'events automatically, and keep the documentation for ten years and the logs for at least six months.',
    'Technical documentation per system with version history; log configuration and retention settings',
    'Engineering',
  ),
  aiControl(
    'AIS-09',
    'AI monitoring, incidents and corrective action',
    'Monitor AI systems in operation for performance, drift, misuse and emerging risks under a written plan; handle AI incidents and errors, ' +
      'report serious incidents to the authorities within the legal deadlines, and correct, withdraw or recall non-conforming systems.',
    'Post-deployment monitoring plan and reports; AI incident log; authority reports; corrective action records',
    'Engineering',
  ),
  aiControl(
    'AIS-10',
    'AI literacy and role training',
    'Give staff and contractors who build, operate or use AI systems the knowledge of AI, its risks and the AI policy that their role needs, ' +
      'and train AI overseers and operators on the systems they oversee.',
    'AI literacy programme by role; completion records; overseer training',
    'HR',
  ),
  aiControl(
    'AIS-11',
    'AI suppliers and third-party models',
    'Before using third-party AI models, data or services, assess their risks (including intellectual property and their makers’ own duties), ' +
      'agree the responsibilities of each party in writing, and monitor the models and suppliers while in use.',
    'Supplier assessments for AI models and data; contracts allocating responsibilities; monitoring records',
    'Compliance',
  ),
  aiControl(
    'AIS-12',
    'High-risk AI conformity and registration',
    'For each high-risk AI system, run a quality management system, complete the conformity assessment, sign the EU declaration of ' +
      'conformity, affix the CE marking and register the system in the EU database before placing it on the market or in service.',
    'Quality management system documents; conformity assessment report; declaration of conformity; EU database entry',
    'Compliance',
  ),
  aiControl(
    'AIS-13',
    'General-purpose AI model duties',
    'As the provider of a general-purpose AI model, keep its technical documentation and the information downstream providers need, keep a ' +
      'copyright policy, publish a summary of the training content, and for models with systemic risk evaluate, test adversarially and protect them.',
    'Model documentation and downstream information; copyright policy; published training content summary; systemic risk evaluations',
    'Engineering',
  ),
  aiControl(
    'AIS-14',
    'EU authorised representative for AI',
    'If the provider of a high-risk AI system or general-purpose AI model has no EU establishment, appoint an authorised representative in the ' +
      'EU by written mandate before the system or model is made available there.',
    'Signed mandate naming the authorised representative',
    'Legal',
  ),
  aiControl(
    'AIS-15',
    'AI feedback from affected people',
    'Give users and people affected by AI systems a way to report problems and contest outcomes, engage them regularly about impacts, and feed ' +
      'what is learned into the design and risk assessments.',
    'Feedback and appeal channels; engagement records; changes made from feedback',
    'Compliance',
  ),
];
