export * from './documents';
export * from './edits';
export * from './questionnaire-links';
export * from './records';
export * from './reviews';
