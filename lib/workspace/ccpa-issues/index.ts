export {
  ASSIGNEE_MESSAGE,
  assignCcpaIssues,
  closeCcpaIssue,
  createCcpaIssue,
  listCcpaIssues,
  setCcpaIssuesPriority,
  updateCcpaIssue,
} from './issues';
export { ccpaIssueOverview, countCcpaIssues, pageCcpaIssues } from './pages';
