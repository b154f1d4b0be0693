export * from './identity';
export * from './organisation';
export * from './master';
export * from './audit';
export * from './attendance';
export * from './leave';
export * from './notifications';
export * from './files';
