import { z } from 'zod';
import { keyedObject } from './common';

/** The lists every screen picks from. Groups are fixed here; their entries live in the database. */
export const MASTER_GROUPS = [
  'departments',
  'designations',
  'eventTypes',
  'requestStatuses',
  'ticketStatuses',
  'ticketCategories',
  'ticketPriorities',
  'ticketSubCategories',
  'assetTypes',
  'reimbursementCategories',
  'documentTypes',
  'employeeStatuses',
  'genders',
  'maritalStatuses',
  'bloodGroups',
  'halfDayOptions',
  'projectStatuses',
  'contractTypes',
  'roles',
] as const;
export type MasterGroup = (typeof MASTER_GROUPS)[number];

export const ZMasterItemSchema = z.object({ code: z.string(), label: z.string() });
export type TMasterItem = z.infer<typeof ZMasterItemSchema>;

export const ZMasterDataSchema = keyedObject(MASTER_GROUPS, z.array(ZMasterItemSchema));
export type TMasterData = z.infer<typeof ZMasterDataSchema>;

/** code → label per group, for showing a stored code. */
export const ZMasterLabelsSchema = keyedObject(MASTER_GROUPS, z.record(z.string(), z.string()));
export type TMasterLabels = z.infer<typeof ZMasterLabelsSchema>;

/** The company's settings every screen reads: the date locale sets the order dates are typed in. */
export const ZCompanySettingsSchema = z.object({
  /** A BCP 47 locale, en-IN unless the server's DATE_LOCALE says otherwise. */
  dateLocale: z.string(),
});
export type TCompanySettings = z.infer<typeof ZCompanySettingsSchema>;
