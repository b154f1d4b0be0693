import type { FastifyPluginAsync } from 'fastify';
import { masterApi } from '@staffdesk/shared/api/master';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { masterData, masterLabels } from './service';

export function masterRoutes({ db, config }: AppDeps): FastifyPluginAsync {
  return async (app) => {
    registerEndpoints(app, masterApi, {
      masterData: () => masterData(db),
      masterLabels: () => masterLabels(db),
      companySettings: async () => ({ dateLocale: config.dateLocale }),
    });
  };
}
