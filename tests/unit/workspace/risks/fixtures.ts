import { addDays, dayOf } from '@/lib/domain/calendar-days';
import type { RiskForm } from '@/lib/schemas/risks/forms';
import type { Risk } from '@/lib/schemas/risks/records';
import type { Member } from '@/lib/workspace/member';
import type { RiskListQuery } from '@/lib/workspace/risks';

export const today = dayOf(new Date());

/** A risk form owned by `owner`: inherent 3 × 4, residual 2 × 4, reviewed in 60 days; `patch` changes any field. */
export function form(owner: Member, patch: Partial<RiskForm> = {}): RiskForm {
  return {
    title: 'Laptop stolen from a car',
    description: 'A laptop with customer data is taken.',
    category: 'physical',
    ownerId: owner.id,
    inherentLikelihood: 3,
    inherentImpact: 4,
    residualLikelihood: 2,
    residualImpact: 4,
    treatment: 'mitigate',
    plan: 'Encrypt disks',
    nextReviewOn: addDays(today, 60),
    ...patch,
  };
}

/** The edit of `risk` with the version it was read at and `patch` applied. */
export const editOf = (risk: Risk, patch: Partial<RiskForm> = {}) => ({
  id: risk.id,
  version: risk.version,
  title: risk.title,
  description: risk.description,
  category: risk.category,
  ownerId: risk.ownerMemberId!,
  inherentLikelihood: risk.inherentLikelihood,
  inherentImpact: risk.inherentImpact,
  residualLikelihood: risk.residualLikelihood,
  residualImpact: risk.residualImpact,
  treatment: risk.treatment,
  plan: risk.plan,
  nextReviewOn: risk.nextReviewOn,
  ...patch,
});

/** A list query with `patch` filters, search `q` and `page`. */
export const query = (patch: Partial<RiskListQuery['filters']> = {}, q = '', page = 1): RiskListQuery => ({
  q,
  page,
  filters: { category: '', band: '', treatment: '', owner: '', ...patch },
});
