export * from './controls';
export * from './detail';
export * from './followed';
export * from './gaps';
export * from './iso-steps';
export * from './setup';
