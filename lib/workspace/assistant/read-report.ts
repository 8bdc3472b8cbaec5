import 'server-only';
import type { LanguageModel } from 'ai';
import { controlIdsOf, libraryControls } from '@/lib/catalog/controls';
import { asData } from '@/lib/domain/assistant/as-data';
import { matchingControls } from '@/lib/domain/assistant/control-match';
import { checkedReading, reportReadingSchema } from '@/lib/domain/assistant/report-check';
import { PdfTextError, pdfPageTexts } from '@/lib/pdf/page-texts';
import { refOf, type AssistantProposalView, type VendorReportReading } from '@/lib/schemas/assistant';
import { readEvidenceFile } from '../evidence';
import { listOrganizationFrameworks } from '../frameworks';
import { WorkspaceError, checkedId, notFound, type Member } from '../member';
import { readVendor } from '../vendors';
import { draftObject, draftingModel } from './drafting-call';
import { proposeDraft } from './proposals';

export const NOT_SOC2_MESSAGE = 'Only a SOC 2 report can be read. Upload the report as a document of the kind SOC 2 report.';

const SYSTEM = [
  "You read a service organization's SOC 2 report for a compliance team, page by page.",
  'Answer with a JSON object: "auditPeriod" ({ "from", "to" } as YYYY-MM-DD and its "page", or null), "opinion" ({ "value":',
  'unqualified, qualified, adverse or disclaimer, and its "page" }, or null), and three lists of { "text", "page" }:',
  '"exceptions" (each deviation the auditor noted in testing), "subserviceOrganizations" and "userEntityControls"',
  '(the complementary user entity controls). "text" repeats the report\'s own words, "page" is the number of the page',
  'block it comes from. Include only what the pages say; leave out anything you are unsure of.',
].join(' ');

/** The controls of the frameworks the organization follows (all library controls when it follows none yet). */
async function organizationControls(member: Member) {
  const followed = (await listOrganizationFrameworks(member)).map((framework) => framework.frameworkId);
  if (followed.length === 0) return libraryControls;
  const ids = new Set(followed.flatMap((id) => controlIdsOf(id)));
  return libraryControls.filter((control) => ids.has(control.id));
}

const dropNote = (dropped: number) =>
  dropped === 0
    ? 'Every item was found on its page.'
    : `${dropped} ${dropped === 1 ? 'item the model gave was' : 'items the model gave were'} dropped: ${dropped === 1 ? 'its page does' : 'their pages do'} not say ${dropped === 1 ? 'it' : 'them'}.`;

/**
 * "Read the report" on a vendor's SOC 2 report: its text page by page goes to the model once, as delimited data; what
 * comes back is kept only where its page says it, each user-entity control is mapped to the organization's controls
 * by their words, and a vendor review holding the reading is proposed to the member. The report's text can ask for
 * anything: the only thing this ever proposes is that review.
 */
export async function readVendorReport(
  member: Member,
  vendorId: string,
  documentId: string,
  model?: LanguageModel | null,
): Promise<AssistantProposalView & { dropped: number }> {
  checkedId(documentId, 'The document');
  const { vendor, documents } = await readVendor(member, vendorId);
  const document = documents.find((candidate) => candidate.id === documentId);
  if (!document) throw notFound('The document');
  if (document.kind !== 'soc2') throw new WorkspaceError('invalid', NOT_SOC2_MESSAGE);
  if (!document.evidenceId || !document.evidenceFileId)
    throw new WorkspaceError('not-found', 'The report file is missing: upload it again.');
  const chosen = await draftingModel(member, model);
  const file = await readEvidenceFile(member, document.evidenceId, document.evidenceFileId);
  let pages: string[];
  try {
    ({ pages } = await pdfPageTexts(file.bytes));
  } catch (error) {
    if (error instanceof PdfTextError) throw new WorkspaceError('invalid', error.message);
    throw error;
  }
  const prompt = [
    `Read the SOC 2 report of the vendor below (${pages.length} pages).`,
    asData('vendor', `${vendor.name}: ${vendor.service}`),
    ...pages.map((text, index) => asData(`page ${index + 1}`, text)),
  ].join('\n\n');
  const answered = await draftObject(member, chosen, { system: SYSTEM, prompt, schema: reportReadingSchema });
  const { reading: checked, dropped } = checkedReading(answered, pages);
  const controls = await organizationControls(member);
  const reading: VendorReportReading = {
    documentId: document.id,
    ...checked,
    userEntityControls: checked.userEntityControls.map((item) => ({ ...item, controlIds: matchingControls(item.text, controls) })),
  };
  const vendorHref = `/manage/vendors/${vendor.id}`;
  const draft = await proposeDraft(member, {
    title: `Review of ${vendor.name} from its SOC 2 report`,
    summary: `Record a review of ${vendor.name} today with this reading of ${document.fileName}. ${dropNote(dropped)}`,
    preview: `${reading.exceptions.length} exceptions, ${reading.subserviceOrganizations.length} subservice organizations, ${reading.userEntityControls.length} user-entity controls.`,
    citations: [
      { ref: refOf('vendor', vendor.id), kind: 'vendor', id: vendor.id, label: vendor.name, href: vendorHref },
      {
        ref: refOf('vendor-document', document.id),
        kind: 'vendor-document',
        id: document.id,
        label: document.fileName,
        href: vendorHref,
        detail: `${pages.length} pages read`,
      },
    ],
    payload: { kind: 'vendor-review', vendorId: vendor.id, reading },
  });
  return { ...draft, dropped };
}
