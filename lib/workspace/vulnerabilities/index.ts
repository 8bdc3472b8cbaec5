export { approveVulnerabilityException, OWN_EXCEPTION_REFUSAL, requestVulnerabilityException } from './exceptions';
export { FINDINGS_SHOWN, listFindings, listVulnerabilitySources, pageOfFindings, readDeadlines } from './list';
export { fileDueMonthlyFigures, fileMonthlyFigures, startVulnerabilityFigures } from './monthly';
export { assetOwners, setAssetOwner } from './owners';
export { applySourceReport, applySourceReports, type ReportOutcome } from './report';
export { setDeadlines } from './settings';
export { openFindings, type OpenFinding } from '../vulnerability-deadlines';
export { importFindingsFile, UnreadableFindingsFile, type ImportOutcome } from './imports';
