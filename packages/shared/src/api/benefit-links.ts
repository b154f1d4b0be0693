import { ZIdParamsSchema } from '../schemas/common';
import { ZBenefitLinkInputSchema, ZBenefitLinkListSchema, ZBenefitLinkSchema } from '../schemas/benefit-links';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

/** The same four operations for the mediclaim links and the PF links, under the spec's two paths. */
const list = (path: string, what: string) =>
  ({
    method: 'GET',
    path,
    access: 'signed-in',
    summary: `The ${what} links, in their order`,
    success: { status: 200, description: 'The links.', schema: ZBenefitLinkListSchema },
  }) as const;
const create = (path: string, what: string) =>
  ({
    method: 'POST',
    path,
    access: { grant: 'MANAGE_BENEFIT_LINKS' },
    summary: `Add a ${what} link (https only)`,
    body: ZBenefitLinkInputSchema,
    success: { status: 201, description: 'The link.', schema: ZBenefitLinkSchema },
  }) as const;
const update = (path: string, what: string) =>
  ({
    method: 'PUT',
    path: `${path}/{id}`,
    access: { grant: 'MANAGE_BENEFIT_LINKS' },
    summary: `Change a ${what} link`,
    params: ZIdParamsSchema,
    body: ZBenefitLinkInputSchema,
    success: { status: 200, description: 'The link.', schema: ZBenefitLinkSchema },
    errors: { 404: 'No such link.' },
  }) as const;
const remove = (path: string, what: string) =>
  ({
    method: 'DELETE',
    path: `${path}/{id}`,
    access: { grant: 'MANAGE_BENEFIT_LINKS' },
    summary: `Remove a ${what} link`,
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Removed.' },
    errors: { 404: 'No such link.' },
  }) as const;

const MEDICLAIM = '/mediclaim-links';
const PF = '/pf-links';

export const benefitLinksApi = defineEndpoints(TAGS.benefitLinks, {
  mediclaimLinks: list(MEDICLAIM, 'mediclaim'),
  createMediclaimLink: create(MEDICLAIM, 'mediclaim'),
  updateMediclaimLink: update(MEDICLAIM, 'mediclaim'),
  deleteMediclaimLink: remove(MEDICLAIM, 'mediclaim'),
  pfLinks: list(PF, 'provident fund'),
  createPfLink: create(PF, 'provident fund'),
  updatePfLink: update(PF, 'provident fund'),
  deletePfLink: remove(PF, 'provident fund'),
});
