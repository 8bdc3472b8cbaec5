export * from './controls';
export * from './detail';
export * from './followed';
export * from './setup';
