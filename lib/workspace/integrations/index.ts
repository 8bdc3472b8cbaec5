export * from './connections';
export * from './runs';
export * from './schedule';
export * from './api-checks';
