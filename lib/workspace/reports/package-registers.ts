import 'server-only';
import { dayOf } from '@/lib/domain/calendar-days';
import type { PackageSource } from '@/lib/reports/package/manifest';
import type { ReportDocument } from '@/lib/reports/document';
import { renderReport } from '@/lib/reports/render';
import { ismsRecordsDocument, managementReviewMinutesDocument } from '@/lib/reports/isms-records';
import { riskRegisterDocument } from '@/lib/reports/risk-register';
import type { ReportFormat } from '@/lib/schemas/reports/records';
import type { Member } from '../member';
import { ismsSummary, managementReviewMinutes } from '../isms';
import { riskRegister } from '../risks';
import { statementOfApplicability } from './soa';

/** A file of the package made from the registers: its name under records/, its source, and how to make it. */
export type RegisterFile = { name: string; source: PackageSource; open: () => Promise<Uint8Array> };

function rendered(name: string, title: string, format: ReportFormat, make: () => Promise<ReportDocument>): RegisterFile {
  return {
    name,
    source: { type: 'register', name: title },
    open: async () => (await renderReport(await make(), format)).bytes,
  };
}

/**
 * The registers an auditor reads beside the controls: the risk register with its heat maps (PDF to read, Excel to
 * work in) for every framework, since each asks for a risk assessment; for ISO 27001 also the Statement of
 * Applicability (Excel and Word), the ISMS records (scope, objectives, internal audits) and the management review
 * minutes.
 */
export function registerFiles(reader: Member, frameworkId: string, generatedAt: Date): RegisterFile[] {
  const meta = { organizationName: reader.organizationName, today: dayOf(generatedAt), generatedAt };
  const register = async () => riskRegisterDocument(await riskRegister(reader), meta);
  const soa = () => statementOfApplicability(reader, generatedAt);
  const isms = async () => ismsRecordsDocument(await ismsSummary(reader, meta.today), meta);
  const minutes = async () => managementReviewMinutesDocument(await managementReviewMinutes(reader), meta);
  return [
    rendered('risk-register.pdf', 'Risk register', 'pdf', register),
    rendered('risk-register.xlsx', 'Risk register', 'excel', register),
    ...(frameworkId === 'iso27001'
      ? [
          rendered('statement-of-applicability.xlsx', 'Statement of Applicability', 'excel', soa),
          rendered('statement-of-applicability.docx', 'Statement of Applicability', 'word', soa),
          rendered('isms-records.pdf', 'ISMS records', 'pdf', isms),
          rendered('management-review-minutes.pdf', 'Management review minutes', 'pdf', minutes),
        ]
      : []),
  ];
}
