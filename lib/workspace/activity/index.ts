export {
  ACTIVITY_PAGE_SIZE,
  listActivity,
  recentActivity,
  recordActivity,
  recordHistory,
  type ActivityEntry,
  type ActivityInput,
} from './log';
export { deleteActivityPastRetention } from './retention';
