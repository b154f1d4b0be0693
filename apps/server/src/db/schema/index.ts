export * from './identity';
export * from './organisation';
export * from './master';
export * from './audit';
