export * from './connections';
export * from './runs';
