import 'server-only';
import { sql } from 'drizzle-orm';
import { trainingLessons } from '@/lib/catalog/training';
import { getDb } from '@/lib/db/client';
import { people, trainingCompletions } from '@/lib/db/schema';
import { addDays, dayOf } from '@/lib/domain/calendar-days';
import type { Random } from './large-organization-random';
import { dayAt } from './large-organization-records';
import { insertInChunks, type ProgrammeTeam } from './large-programme-rows';

// The large organization's staff beyond its members (employees from the HR system, some gone) and their training.

const departments = ['Engineering', 'Sales', 'Support', 'Finance', 'People', 'Marketing', 'Legal', 'Operations', 'Security', 'Product'];
const firstNames = ['Amara', 'Bruno', 'Carmen', 'Dmitri', 'Eva', 'Farid', 'Greta', 'Hiro', 'Ines', 'Jamal', 'Kira', 'Luca'];
const lastNames = ['Adeyemi', 'Berg', 'Castillo', 'Dahl', 'Eriksen', 'Fischer', 'Gupta', 'Horvat', 'Ito', 'Jensen', 'Khan'];

/**
 * `count` employees from the HR system next to the members already enrolled: about one in ten has left, one in
 * twenty starts soon; each reports to one of the first fifty. Answers the ids written, in order.
 */
export async function seedProgrammePeople(team: ProgrammeTeam, random: Random, count: number, now: Date): Promise<string[]> {
  const today = dayOf(now);
  const rows = Array.from({ length: count }, (_, index) => {
    const name = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
    const left = random.chance(0.1);
    const startDate = random.chance(0.05) ? addDays(today, random.between(1, 30)) : addDays(today, -random.between(30, 2500));
    return {
      organizationId: team.organizationId,
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${index + 1}@staff.large-org.example.com`,
      department: random.pick(departments),
      startDate,
      endDate: left && startDate < today ? addDays(today, -random.between(1, 365)) : null,
      source: 'bamboohr' as const,
    };
  });
  const ids = await insertInChunks(people, rows, { id: people.id });
  const managers = ids.slice(0, 50);
  // Managers are set once every row exists, since a manager is a person of the same list.
  const db = await getDb();
  const pairs = ids.slice(50).map((id) => `('${id}'::uuid, '${random.pick(managers)}'::uuid)`);
  for (let start = 0; start < pairs.length; start += 1000) {
    await db.execute(
      sql.raw(
        `update people set manager_id = pairs.manager from (values ${pairs.slice(start, start + 1000).join(',')}) as pairs(id, manager) where people.id = pairs.id`,
      ),
    );
  }
  return ids;
}

/**
 * Every lesson's quiz for about three people in four, a failed attempt before the pass now and then, dated over the
 * last year (so some are due again), and one outside course in twenty. Answers the rows written.
 */
export async function seedProgrammeTraining(team: ProgrammeTeam, personIds: readonly string[], random: Random, now: Date): Promise<number> {
  const rows: (typeof trainingCompletions.$inferInsert)[] = [];
  for (const personId of personIds) {
    for (const lesson of trainingLessons) {
      if (!random.chance(0.75)) continue;
      const daysAgo = random.between(1, 420);
      if (random.chance(0.15))
        rows.push({
          organizationId: team.organizationId,
          personId,
          lessonId: lesson.id,
          score: 40,
          passed: false,
          completedAt: dayAt(now, -daysAgo - 1),
        });
      rows.push({
        organizationId: team.organizationId,
        personId,
        lessonId: lesson.id,
        score: random.pick([80, 90, 100]),
        passed: true,
        completedAt: dayAt(now, -daysAgo),
      });
    }
    if (random.chance(0.05))
      rows.push({
        organizationId: team.organizationId,
        personId,
        lessonId: 'external',
        score: 100,
        passed: true,
        completedAt: dayAt(now, -random.between(10, 300)),
        courseName: 'Secure coding fundamentals',
      });
  }
  await insertInChunks(trainingCompletions, rows);
  return rows.length;
}
