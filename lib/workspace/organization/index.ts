export * from './account';
export * from './api-keys';
export * from './identity';
export * from './invitations';
export * from './organizations';
export * from './sign-up';
export * from './team';
export * from './second-person-setting';
