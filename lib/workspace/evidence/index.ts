export * from './controls';
export * from './expiring';
export * from './file-removal';
export * from './library';
export * from './of-frameworks';
export * from './records';
export * from './review';
export * from './uploads';
