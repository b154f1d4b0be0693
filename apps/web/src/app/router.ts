import { createBrowserRouter } from 'react-router';
import { buildRoutes } from './build-routes';

export const router = createBrowserRouter(buildRoutes());
