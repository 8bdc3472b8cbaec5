import { mondayOf } from '../calendar-days';
import { signOff, type LetterText } from './letters';
import { taskDueText, type Task } from '../tasks/rules';

/** The letters drawn from a person's task list: new tasks, overdue ones, and the weekly digest. */

/** At most this many tasks are listed in one letter; the rest are counted, and all are on My tasks. */
export const LISTED_TASKS = 20;

/** "- Offboard Ada Lovelace (Due in 2 days)" lines, then "…and 3 more" when the list was cut. */
function taskLines(tasks: readonly Task[], now: Date): string[] {
  const lines = tasks.slice(0, LISTED_TASKS).map((task) => `- ${task.title} (${taskDueText(task, now)})`);
  return tasks.length > LISTED_TASKS ? [...lines, `…and ${tasks.length - LISTED_TASKS} more.`] : lines;
}

const count = (tasks: readonly unknown[], one: string) => `${tasks.length} ${tasks.length === 1 ? one : `${one}s`}`;

/** `now` is when the letter is written: its due words count from it, as My tasks counts from the moment it is read. */
type TaskLetterInput = { organizationName: string; tasks: readonly Task[]; now: Date; link: string };

/** A letter about tasks: its opening line, the tasks, the link to My tasks, and the setting that asked for it. */
function taskLetter(subject: string, opening: string, tasks: readonly Task[], input: TaskLetterInput, setting: string): LetterText {
  const body = [
    opening,
    ...taskLines(tasks, input.now),
    '',
    `See your tasks (sign-in needed): ${input.link}`,
    '',
    signOff(`because "${setting}" is on`),
  ];
  return { subject, body: body.join('\n') };
}

/** The tasks that were not on the person's list before. */
export function assignedTasksLetter(input: TaskLetterInput): LetterText {
  const [only] = input.tasks;
  const subject = input.tasks.length === 1 ? `New task: ${only!.title}` : `${count(input.tasks, 'new task')} for you`;
  return taskLetter(subject, `${input.organizationName} has new work for you:`, input.tasks, input, 'Assigned tasks');
}

/** The person's tasks past their due day. */
export function overdueTasksLetter(input: TaskLetterInput): LetterText {
  const opening = `These tasks of ${input.organizationName} are past their due day:`;
  return taskLetter(`${count(input.tasks, 'task')} overdue`, opening, input.tasks, input, 'Overdue reminders');
}

/** Monday's summary of everything on the person's list. */
export function weeklyDigestLetter(input: TaskLetterInput): LetterText {
  const overdue = input.tasks.filter((task) => task.overdue).length;
  const open = input.tasks.length === 0 ? 'no open tasks' : count(input.tasks, 'open task');
  const opening = input.tasks.length === 0 ? 'You have no open tasks this week.' : `You have ${open}, ${overdue} of them overdue:`;
  return taskLetter(`Your week in ${input.organizationName}: ${open}`, opening, input.tasks, input, 'Weekly digest');
}

/** The Monday (YYYY-MM-DD) of the week of `day`: one weekly digest per week. */
export function weekOf(day: string): string {
  return mondayOf(day);
}
