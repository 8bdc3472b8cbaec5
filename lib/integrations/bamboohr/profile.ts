import type { ProviderProfile } from '../framework/profile';

export const BAMBOOHR_URL = 'https://api.bamboohr.com';

/** BambooHR: an API key of a user whose access level reads the employees' job information, through a custom report. */
export const bamboohrProfile: ProviderProfile = {
  category: 'people-source',
  auth: 'token',
  defaultBaseUrl: BAMBOOHR_URL,
  collects:
    'Every employee’s work e-mail, name, department, job title, supervisor, hire and termination dates and status; fills People with start and end dates.',
  leastPrivilege: [
    'In BambooHR, create (or choose) a user whose access level may only view the employees’ personal and job fields: work e-mail, names, department, job title, supervisor, hire date, termination date and status.',
    'Signed in as that user, open the account menu › API Keys › Add New Key, and copy the key; it reads what that user may read, and nothing is ever written.',
  ],
};
