import type { Verification } from '../connector';
import { customReport } from './client';
import type { BamboohrConnection } from './connection';
import { bamboohrFailure } from './failures';
import { employeesOf } from './gather';

/** Checks a BambooHR connection before it is saved: the key runs a report of the employees' e-mails. */
export async function verifyBamboohr(connection: BamboohrConnection): Promise<Verification> {
  try {
    const employees = employeesOf(await customReport(connection, ['id', 'workEmail']));
    if (!employees) return { ok: false, message: `The answer at ${connection.baseUrl} is not a BambooHR report. Check the API URL.` };
    return { ok: true, account: connection.subdomain };
  } catch (error) {
    return { ok: false, message: bamboohrFailure(error, connection.baseUrl) };
  }
}
