export { personTasks } from './person';
export { collectTasks, memberHasLeft, memberTaskList, taskCount, tasksOf } from './collect';
export type { TaskSource } from './source';
export { taskSources } from './sources';
