import type { FastifyPluginAsync } from 'fastify';
import { countriesApi } from '@staffdesk/shared/api/countries';
import { registerEndpoints } from '../../plugins/endpoints';
import { countries, statesOfCountry } from './service';

/** The same for everyone and changed only by an upgrade of the package: the browser keeps it a day. */
const CACHE = 'private, max-age=86400';

export function countryRoutes(): FastifyPluginAsync {
  return async (app) => {
    registerEndpoints(app, countriesApi, {
      countries: async ({ reply }) => {
        reply.header('Cache-Control', CACHE);
        return countries();
      },
      countryStates: async ({ params, reply }) => {
        const states = await statesOfCountry(params.code);
        reply.header('Cache-Control', CACHE);
        return states;
      },
    });
  };
}
