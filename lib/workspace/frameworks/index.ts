export * from './controls';
export * from './detail';
export * from './followed';
export * from './gaps';
export * from './iso-steps';
export * from './settings';
export * from './setup';
export * from './short-setup';
