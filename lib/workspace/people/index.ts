export * from './edits';
export * from './import';
export * from './membership';
export * from './records';
export * from './directory';
