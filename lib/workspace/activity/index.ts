export * from './log';
export * from './retention';
