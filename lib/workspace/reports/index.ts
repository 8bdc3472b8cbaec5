export * from './auditor-package';
export * from './changes';
export * from './data';
export * from './files';
export * from './jobs';
export * from './library';
export * from './requests';
export * from './retention';
