import { isUnknown } from '@/lib/checks/types';
import type { HrPerson } from '@/lib/domain/people/hr-sync';
import type { BamboohrFacts } from './facts';

/**
 * The employees with a work e-mail as People reads them, current and past, with their hire and termination dates;
 * null when the report could not be read, so a refused request never reads as everyone having left.
 */
export function bamboohrPeople(facts: BamboohrFacts): HrPerson[] | null {
  if (isUnknown(facts.employees)) return null;
  return facts.employees
    .filter((employee) => employee.email)
    .map((employee) => ({
      email: employee.email,
      name: `${employee.firstName} ${employee.lastName}`.trim() || employee.email,
      department: employee.department ?? '',
      hireDate: employee.hireDate,
      // An inactive employee with no date left on the day the run first reads them as inactive.
      terminationDate: employee.terminationDate,
      active: employee.active,
    }));
}
