'use server';

import { z } from '@/lib/schemas/zod';
import { memberAction } from '@/lib/actions/member-action';
import { controlSavedMessage } from '@/lib/domain/frameworks/controls';
import { controlIdSchema } from '@/lib/schemas/frameworks/control';
import { controlStateEditSchema } from '@/lib/schemas/frameworks/control-state';
import { controlName, setControlState } from '@/lib/workspace/frameworks';
import { requestStatementOfApplicability } from '@/lib/workspace/reports';
import { reportRow } from '@/lib/domain/reports/display';

/**
 * Saves a control's state, reason, owner and note (members and admins). The form carries the version it read:
 * a stale one is refused with the reload message and changes nothing. A control counts for every requirement it
 * maps to, so every screen that shows a framework's progress is refreshed.
 */
export const editControl = memberAction({
  write: setControlState,
  schema: z.intersection(controlIdSchema, controlStateEditSchema),
  work: async (member, { controlId, ...edit }) => {
    const saved = await setControlState(member, controlId, edit);
    return {
      record: { controlId: saved.controlId, state: saved.state, version: saved.version },
      message: controlSavedMessage(saved.controlId, controlName(saved.controlId) ?? '', saved.state),
    };
  },
  // The dashboard, reports and audits show progress and the compliance score too.
  revalidate: () => ['/manage/frameworkManage', '/manage/frameworks', { path: '/manage', type: 'layout' }],
});

/** Generate the ISO 27001 Statement of Applicability as Excel or Word: a report job, listed here and in Reports. */
export const generateStatementOfApplicability = memberAction({
  write: requestStatementOfApplicability,
  schema: z.object({ format: z.enum(['excel', 'word'], { error: 'Choose Excel or Word.' }) }),
  work: async (member, { format }) => {
    const record = reportRow(await requestStatementOfApplicability(member, format), new Date());
    return { record, message: `"${record.name}" is being generated. It is listed here and in Reports.` };
  },
  revalidate: () => ['/manage/frameworkManage', '/manage/reports'],
});
