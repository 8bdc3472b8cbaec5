export * from './outside';
export * from './overview';
export * from './quiz';
export { NO_PERSON_MESSAGE, organizationLessons } from './records';
