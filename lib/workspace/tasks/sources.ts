import 'server-only';
import { accessReviewTasks, accessRevokeTasks } from './access-reviews';
import { auditEvidenceFlagTasks, auditFindingTasks, auditItemCommentTasks, auditRequestTasks } from './audit-requests';
import { checklistTasks } from './checklists';
import { controlTasks } from './controls';
import { evidenceRenewalTasks } from './evidence-renewal';
import { evidenceReviewTasks } from './evidence-review';
import { failingCheckTasks } from './failing-checks';
import { correctiveActionTasks } from './isms';
import { policyAcceptanceTasks } from './policy-acceptance';
import { policyApprovalTasks } from './policy-approval';
import { policyReviewTasks } from './policy-review';
import { riskAcceptanceTasks, riskReviewTasks } from './risks';
import type { TaskSource } from './source';
import { trainingTasks } from './training';
import { vendorDocumentTasks, vendorReviewTasks } from './vendors';
import { vulnerabilityTasks } from './vulnerabilities';

/** Every kind of task, each read from its own records. A new kind is one more file and one more entry here. */
export const taskSources: readonly TaskSource[] = [
  controlTasks,
  failingCheckTasks,
  evidenceReviewTasks,
  evidenceRenewalTasks,
  policyApprovalTasks,
  policyAcceptanceTasks,
  policyReviewTasks,
  trainingTasks,
  checklistTasks,
  riskAcceptanceTasks,
  riskReviewTasks,
  vendorDocumentTasks,
  vendorReviewTasks,
  correctiveActionTasks,
  accessReviewTasks,
  accessRevokeTasks,
  auditRequestTasks,
  auditFindingTasks,
  auditEvidenceFlagTasks,
  auditItemCommentTasks,
  vulnerabilityTasks,
];
