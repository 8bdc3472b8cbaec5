export * from './connections';
