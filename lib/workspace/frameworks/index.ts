export * from './controls';
export * from './detail';
export * from './followed';
export * from './settings';
export * from './setup';
export * from './short-setup';
