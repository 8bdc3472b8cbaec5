'use server';

import { z } from 'zod';
import { memberAction } from '@/lib/actions/member-action';
import { proposalPath, readVendorReport } from '@/lib/workspace/assistant';

const RELOAD = 'Reload the page and try again.';
const id = z.string({ error: RELOAD }).min(1, RELOAD).max(64, RELOAD);

/** Read the report on a vendor's SOC 2 report: the reading waits on the draft's page as a proposed review. */
export const readVendorReportAction = memberAction({
  permission: 'records.edit',
  schema: z.object({ vendorId: id, documentId: id }),
  invalid: { message: RELOAD, fields: false },
  work: async (member, input) => {
    const draft = await readVendorReport(member, input.vendorId, input.documentId);
    return { record: { href: proposalPath(draft.id) }, message: 'The assistant read the report. Check the reading before you confirm it.' };
  },
  revalidate: (record) => [record.href],
});
