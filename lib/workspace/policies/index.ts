export * from './library';
export * from './lifecycle';
export * from './pdf-source';
export * from './acceptance';
export * from './acceptance-links';
export * from './scope';
export * from './acceptance-evidence';
export * from './person-acceptances';
