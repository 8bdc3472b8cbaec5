export { cancelAudit, editAudit, rescheduleAudit } from './changes';
export {
  auditColumns,
  auditHistory,
  auditStats,
  daysToNextAudit,
  getAudit,
  listActiveAudits,
  listAudits,
  listUpcomingAudits,
  scheduleAudit,
} from './schedule';
