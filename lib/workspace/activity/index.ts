export { ACTIVITY_PAGE_SIZE, listActivity, recentActivity, recordActivity, recordHistory, type ActivityEntry } from './log';
export { deleteActivityPastRetention } from './retention';
