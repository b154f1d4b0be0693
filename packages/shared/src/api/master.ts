import { ZCompanySettingsSchema, ZMasterDataSchema, ZMasterLabelsSchema } from '../schemas/master';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

export const masterApi = defineEndpoints(TAGS.master, {
  masterData: {
    method: 'GET',
    path: '/master',
    access: 'signed-in',
    summary: 'Every reference list the screens pick from, grouped',
    success: {
      status: 200,
      description: 'Each group with its entries (code and label), in display order.',
      schema: ZMasterDataSchema,
    },
  },
  masterLabels: {
    method: 'GET',
    path: '/master/label',
    access: 'signed-in',
    summary: 'The same lists as code → label maps, for showing stored codes',
    success: { status: 200, description: 'Each group as a map of code to label.', schema: ZMasterLabelsSchema },
  },
  companySettings: {
    method: 'GET',
    path: '/master/company-settings',
    access: 'signed-in',
    summary: "The company's settings the screens read: its date locale",
    success: {
      status: 200,
      description: 'The date locale (en-IN types dates as dd/mm/yyyy).',
      schema: ZCompanySettingsSchema,
    },
  },
});
