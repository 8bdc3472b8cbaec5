export * from './library';
export * from './lifecycle';
export * from './pdf-source';
