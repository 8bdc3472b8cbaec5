export * from './changes';
export * from './schedule';
