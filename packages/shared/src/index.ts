export * from './constants';
export * from './roles';
export { uiPath, type UiPath, type UiQuery } from './routes';
