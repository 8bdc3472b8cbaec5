export { makeAuditorPackage } from './auditor-package';
export { requestAutomaticReport, requestDueAutomaticReports, type AutomaticReportCandidate } from './automatic';
export { cancelReport, deleteReport, retryReport } from './changes';
export { loadReportData, type ReportDataRequest } from './data';
export { distributeReadyReports, distributeReport } from './distribution';
export { NOT_READY_MESSAGE, makeReportFile, openReportFile, reportStorageKey, type ReportDownload } from './files';
export { MAX_ATTEMPTS, drainReportJobs, reportQueue, startReportJobs } from './jobs';
export { wakeReportJobs, type ReportJob } from './job-queue';
export {
  ALL_REPORTS,
  createReport,
  listAuditPackages,
  listReports,
  listed,
  reportStats,
  requestReport,
  type ReportQuery,
  type ReportRequest,
} from './library';
export { NO_FRAMEWORKS_MESSAGE, requestAuditPackage, requestFrameworkPackage, requestQuickReport, yearBefore } from './requests';
export { DEFAULT_RETENTION_YEARS, deleteReportsPastRetention } from './retention';
export {
  SOA_NEEDS_ISO,
  SOA_TYPE,
  listStatementsOfApplicability,
  makeSoaFile,
  requestStatementOfApplicability,
  statementOfApplicability,
} from './soa';
