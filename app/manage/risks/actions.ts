'use server';

import { memberAction } from '@/lib/actions/member-action';
import { dayOf } from '@/lib/domain/calendar-days';
import {
  riskAcceptanceSchema,
  riskControlSchema,
  riskEditSchema,
  riskFromLibrarySchema,
  riskScaleFormSchema,
  type Risk,
} from '@/lib/schemas/risks/records';
import { riskFormSchema } from '@/lib/schemas/risks/forms';
import {
  acceptRisk,
  addRiskFromLibrary,
  createRisk,
  linkRiskControl,
  saveRiskScaleLabels,
  unlinkRiskControl,
  updateRisk,
} from '@/lib/workspace/risks';

/** The register and the risk's page show the change on their next render. */
const refresh = (risk: { id: string }) => ['/manage/risks', `/manage/risks/${risk.id}`];

export const addRiskAction = memberAction({
  write: createRisk,
  schema: riskFormSchema,
  work: async (member, input) => {
    const record = await createRisk(member, input);
    return { record, message: `The risk ${record.title} was added.` };
  },
  revalidate: refresh,
});

export const addLibraryRiskAction = memberAction({
  write: addRiskFromLibrary,
  schema: riskFromLibrarySchema,
  work: async (member, input) => {
    const record = await addRiskFromLibrary(member, input.libraryId, dayOf(new Date()));
    return { record, message: `The risk ${record.title} was added from the library.` };
  },
  revalidate: refresh,
});

export const editRiskAction = memberAction({
  write: updateRisk,
  schema: riskEditSchema,
  work: async (member, input) => {
    const record = await updateRisk(member, input);
    return { record, message: `The risk ${record.title} was saved.` };
  },
  revalidate: refresh,
});

export const linkRiskControlAction = memberAction({
  write: linkRiskControl,
  schema: riskControlSchema,
  work: async (member, input) => {
    const controls = await linkRiskControl(member, input.id, input.controlId);
    return { record: { id: input.id, controls }, message: `${input.controlId} was linked to the risk.` };
  },
  revalidate: refresh,
});

export const unlinkRiskControlAction = memberAction({
  write: unlinkRiskControl,
  schema: riskControlSchema,
  work: async (member, input) => {
    const controls = await unlinkRiskControl(member, input.id, input.controlId);
    return { record: { id: input.id, controls }, message: `${input.controlId} was unlinked from the risk.` };
  },
  revalidate: refresh,
});

export const acceptRiskAction = memberAction({
  write: acceptRisk,
  schema: riskAcceptanceSchema,
  work: async (member, input): Promise<{ record: Risk; message: string }> => {
    const record = await acceptRisk(member, input, dayOf(new Date()));
    return { record, message: `The risk ${record.title} was accepted until ${record.acceptanceExpiresOn}.` };
  },
  revalidate: refresh,
});

export const saveRiskScaleAction = memberAction({
  write: saveRiskScaleLabels,
  schema: riskScaleFormSchema,
  work: async (member, input) => {
    const record = await saveRiskScaleLabels(member, { likelihood: input.likelihood, impact: input.impact }, input.version);
    return { record, message: 'The risk scale labels were saved.' };
  },
  revalidate: () => ['/manage/risks', { path: '/manage/risks', type: 'layout' as const }],
});
