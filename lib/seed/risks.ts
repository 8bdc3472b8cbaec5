import 'server-only';
import { and, eq } from 'drizzle-orm';
import { controlStates, riskControls, riskRatingHistory, risks } from '@/lib/db/schema';
import type { RiskLevel, RiskTreatment } from '@/lib/domain/risks/rules';
import type { RiskCategory } from '@/lib/schemas/risks/forms';
import type { Tx } from '@/lib/workspace/member';
import { demoTeam, seedDay, seedMoment, type DemoTeam } from './demo-team';

type Owner = keyof Pick<DemoTeam, 'manager' | 'sarah' | 'michael'>;

type Seeded = {
  title: string;
  description: string;
  category: RiskCategory;
  owner: Owner;
  /** Likelihood × impact before treatment and after it. */
  inherent: [RiskLevel, RiskLevel];
  residual: [RiskLevel, RiskLevel];
  treatment: RiskTreatment;
  plan: string;
  /** Library controls that treat it; only those the demo has in place are linked. */
  controls: readonly string[];
  reviewInDays: number;
  libraryId?: string;
};

/** The risk assessment was done 55 days before seeding and the treatment decided 47 days before (the ISO 27001 steps). */
const ASSESSED_DAYS_AGO = 55;
const TREATED_DAYS_AGO = 47;
/** The key-person risk was accepted with the treatment, for six months. */
const ACCEPTANCE_DAYS = 182;

/**
 * The demo organization's risk register: twelve risks of a SaaS company holding customer, payment and some health
 * data, each owned by a member who edits, rated on the 5 × 5 scale before and after treatment. Only the AI
 * provider risk stays High after treatment (no business associate agreement yet), so the dashboard reads "1 of 12".
 */
export const demoRisks: readonly Seeded[] = [
  {
    title: 'Credential phishing leads to account takeover',
    description:
      'A targeted phishing e-mail captures an employee password and session, giving access to e-mail, Okta and the tools behind it.',
    category: 'security',
    owner: 'sarah',
    inherent: [4, 4],
    residual: [2, 4],
    treatment: 'mitigate',
    plan: 'MFA enforced in Okta for every account, mail filtering in Google Workspace, quarterly phishing simulations in the awareness training.',
    controls: ['AC-05', 'HR-03', 'NET-06', 'OPS-03'],
    reviewInDays: 35,
    libraryId: 'RL-01',
  },
  {
    title: 'Cloud misconfiguration exposes patient data in storage',
    description:
      'An S3 bucket or database snapshot holding customer records, some with health information, is made reachable from the internet by a configuration change.',
    category: 'security',
    owner: 'michael',
    inherent: [3, 5],
    residual: [1, 5],
    treatment: 'mitigate',
    plan: 'Hardened AWS baselines with public access blocked at the account level, encryption at rest, configuration checks reviewed weekly.',
    controls: ['OPS-07', 'VEN-04', 'CRY-02', 'AUD-03'],
    reviewInDays: 41,
    libraryId: 'RL-04',
  },
  {
    title: 'AI provider retains or leaks customer data sent for summaries',
    description:
      'The support summaries send ticket text to the AI provider. Tickets can hold personal and health details, and no business associate agreement covers the provider yet.',
    category: 'privacy',
    owner: 'manager',
    inherent: [4, 4],
    residual: [3, 4],
    treatment: 'mitigate',
    plan: 'Zero data retention is on and the provider may not train on our data; redaction of health details before sending and a business associate agreement are still open, so the risk stays High until both are done.',
    controls: ['AST-04', 'PRV-20', 'PRV-21', 'VEN-02'],
    reviewInDays: 21,
  },
  {
    title: 'AWS region outage takes the platform down',
    description: 'A prolonged outage of the primary AWS region stops the product for every customer.',
    category: 'continuity',
    owner: 'michael',
    inherent: [3, 4],
    residual: [2, 3],
    treatment: 'mitigate',
    plan: 'Multi-zone database with a warm standby in a second region; the recovery plan is tested twice a year.',
    controls: ['BCP-06', 'BCP-03', 'BCP-05'],
    reviewInDays: 64,
    libraryId: 'RL-19',
  },
  {
    title: 'Ransomware on employee laptops',
    description: 'Malware encrypts a laptop and spreads to shared drives the employee can reach.',
    category: 'security',
    owner: 'sarah',
    inherent: [3, 4],
    residual: [1, 4],
    treatment: 'mitigate',
    plan: 'Managed endpoint protection on every laptop, no local admin rights, files kept in Google Drive with version history and nightly backups.',
    controls: ['AST-08', 'OPS-05', 'BCP-04'],
    reviewInDays: 58,
    libraryId: 'RL-02',
  },
  {
    title: 'Insider misuses production access',
    description: 'An engineer or support agent with production access reads or exports customer data without a business reason.',
    category: 'people',
    owner: 'manager',
    inherent: [2, 5],
    residual: [1, 5],
    treatment: 'mitigate',
    plan: 'Least privilege with quarterly access reviews, just-in-time privileged access and audit logs sent to monitoring.',
    controls: ['AC-03', 'AC-07', 'OPS-01', 'GOV-05'],
    reviewInDays: 72,
    libraryId: 'RL-25',
  },
  {
    title: 'Lost or stolen laptop',
    description: 'A laptop with cached e-mail and documents is lost while travelling.',
    category: 'security',
    owner: 'michael',
    inherent: [4, 3],
    residual: [2, 2],
    treatment: 'mitigate',
    plan: 'Full-disk encryption enforced by device management, remote wipe, short screen lock.',
    controls: ['AST-08', 'CRY-02', 'AC-09'],
    reviewInDays: 86,
    libraryId: 'RL-09',
  },
  {
    title: 'Unpatched open-source dependency is exploited',
    description: 'A known vulnerability in a library the platform uses is exploited before it is upgraded.',
    category: 'security',
    owner: 'michael',
    inherent: [4, 4],
    residual: [2, 3],
    treatment: 'mitigate',
    plan: 'Dependency scanning on every pull request, critical fixes within 15 days, yearly penetration test.',
    controls: ['VUL-01', 'SDL-09', 'SDL-04', 'VUL-02'],
    reviewInDays: 9,
    libraryId: 'RL-08',
  },
  {
    title: 'Critical vendor suffers a breach',
    description: 'A vendor holding our customer data (support desk, e-mail delivery, monitoring) is breached.',
    category: 'third-party',
    owner: 'sarah',
    inherent: [3, 4],
    residual: [2, 4],
    treatment: 'mitigate',
    plan: 'Due diligence before onboarding, security terms and DPAs in contracts, reviews on the criticality cadence.',
    controls: ['VEN-01', 'VEN-02', 'VEN-03'],
    reviewInDays: 49,
    libraryId: 'RL-18',
  },
  {
    title: 'Cyber incident costs exceed reserves',
    description: 'Response, notification and legal costs of a major incident exceed what the company can pay from its reserves.',
    category: 'strategic',
    owner: 'manager',
    inherent: [2, 5],
    residual: [2, 3],
    treatment: 'transfer',
    plan: 'Cyber insurance with breach response cover, renewed every year.',
    controls: [],
    reviewInDays: 120,
    libraryId: 'RL-32',
  },
  {
    title: 'Card numbers stored in our own systems',
    description: 'Handling full card numbers ourselves would put the whole platform in PCI DSS scope and make it a target.',
    category: 'legal',
    owner: 'manager',
    inherent: [2, 5],
    residual: [1, 2],
    treatment: 'avoid',
    plan: "Checkout uses Stripe's hosted payment page: card numbers never reach our servers.",
    controls: ['PAY-06', 'PAY-08'],
    reviewInDays: 150,
  },
  {
    title: 'One engineer maintains the billing integration',
    description: 'Only one engineer knows the billing integration well enough to change it safely.',
    category: 'operational',
    owner: 'manager',
    inherent: [3, 3],
    residual: [3, 3],
    treatment: 'accept',
    plan: 'Accepted until the second billing engineer joins; the runbook is kept current meanwhile.',
    controls: [],
    reviewInDays: 44,
    libraryId: 'RL-28',
  },
];

/**
 * Inserts the demo risks with their implemented controls, their rating history (rated at the assessment, lowered
 * at the treatment) and, for the accepted one, its admin approver and an expiry half a year after acceptance.
 */
export async function seedRisks(tx: Tx, organizationId: string, now: Date): Promise<void> {
  const team = await demoTeam(tx, organizationId);
  const inPlace = new Set(
    (
      await tx
        .select({ controlId: controlStates.controlId })
        .from(controlStates)
        .where(and(eq(controlStates.organizationId, organizationId), eq(controlStates.state, 'implemented')))
    ).map((row) => row.controlId),
  );
  const assessed = seedMoment(now, -ASSESSED_DAYS_AGO);
  const treated = seedMoment(now, -TREATED_DAYS_AGO);
  const acceptedOn = seedDay(now, -TREATED_DAYS_AGO);
  for (const risk of demoRisks) {
    const accepted = risk.treatment === 'accept';
    const [row] = await tx
      .insert(risks)
      .values({
        organizationId,
        title: risk.title,
        description: risk.description,
        category: risk.category,
        ownerMemberId: team[risk.owner].id,
        inherentLikelihood: risk.inherent[0],
        inherentImpact: risk.inherent[1],
        residualLikelihood: risk.residual[0],
        residualImpact: risk.residual[1],
        treatment: risk.treatment,
        plan: risk.plan,
        nextReviewOn: seedDay(now, risk.reviewInDays),
        acceptanceApproverId: accepted ? team.sarah.id : null,
        acceptedOn: accepted ? acceptedOn : null,
        acceptanceExpiresOn: accepted ? seedDay(now, ACCEPTANCE_DAYS - TREATED_DAYS_AGO) : null,
        libraryId: risk.libraryId ?? null,
        createdAt: assessed,
        updatedAt: treated,
      })
      .returning({ id: risks.id });
    if (!row) throw new Error(`The risk ${risk.title} was not seeded`);
    const linked = risk.controls.filter((id) => inPlace.has(id));
    if (linked.length > 0)
      await tx.insert(riskControls).values(linked.map((controlId) => ({ riskId: row.id, organizationId, controlId, createdAt: treated })));
    const [inherentLikelihood, inherentImpact] = risk.inherent;
    const [residualLikelihood, residualImpact] = risk.residual;
    const rater = { memberId: team.sarah.id, memberName: team.sarah.name };
    await tx.insert(riskRatingHistory).values({
      riskId: row.id,
      organizationId,
      toLikelihood: inherentLikelihood,
      toImpact: inherentImpact,
      ...rater,
      changedAt: assessed,
    });
    if (residualLikelihood !== inherentLikelihood || residualImpact !== inherentImpact)
      await tx.insert(riskRatingHistory).values({
        riskId: row.id,
        organizationId,
        fromLikelihood: inherentLikelihood,
        fromImpact: inherentImpact,
        toLikelihood: residualLikelihood,
        toImpact: residualImpact,
        ...rater,
        changedAt: treated,
      });
  }
}
