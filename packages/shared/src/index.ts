export * from './constants';
export * from './roles';
