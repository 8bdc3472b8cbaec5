export * from './connections';
export * from './runs';
export * from './schedule';
