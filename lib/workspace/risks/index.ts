export * from './acceptance';
export * from './controls';
export * from './detail';
export * from './edits';
export * from './records';
export * from './scale';
export * from './register';
