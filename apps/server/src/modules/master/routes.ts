import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMasterDataSchema, ZMasterLabelsSchema } from '@staffdesk/shared/schemas/master';
import type { AppDeps } from '../../deps';
import { masterData, masterLabels } from './service';

const tags = ['Master data'];

export function masterRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/master', {
      schema: { tags, summary: 'Every reference list the screens pick from, grouped', response: { 200: ZMasterDataSchema } },
      handler: () => masterData(db),
    });
    app.get('/master/label', {
      schema: { tags, summary: 'The same lists as code → label maps, for showing stored codes', response: { 200: ZMasterLabelsSchema } },
      handler: () => masterLabels(db),
    });
  };
}
