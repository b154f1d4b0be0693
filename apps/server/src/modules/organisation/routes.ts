import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@staffdesk/shared/schemas/common';
import {
  ZEmployeeDirectoryPageSchema,
  ZEmployeeListQuerySchema,
  ZEmployeeProfileSchema,
  ZEmployeeRecordPageSchema,
  ZEmployeeRecordSchema,
  ZEmployeeUpdateSchema,
  ZReporteeListQuerySchema,
} from '@staffdesk/shared/schemas/organisation';
import type { AppDeps } from '../../deps';
import { createOrganisationService } from './service';

const tags = ['Employee'];

export function organisationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const service = createOrganisationService(deps);
  return async (app) => {
    app.get('/employee', {
      schema: { tags, summary: 'Directory of active colleagues: name, code, designation, department, manager', querystring: ZEmployeeListQuerySchema, response: { 200: ZEmployeeDirectoryPageSchema } },
      handler: (request) => service.directory(request.query),
    });

    app.get('/employee/context', {
      schema: { tags, summary: 'Your own employee record, with your manager\'s name and your office hours', response: { 200: ZEmployeeRecordSchema } },
      handler: (request) => service.context(request.user),
    });

    app.get('/employee/context/reportee/:id', {
      schema: { tags, summary: 'The record of one of your reportees (MD, ADMIN: anyone\'s)', params: ZIdParamsSchema, response: { 200: ZEmployeeRecordSchema } },
      handler: (request) => service.reporteeContext(request.user, request.params.id),
    });

    app.get('/employee/reportees', {
      schema: { tags, summary: 'Your direct reportees (MD, ADMIN: everyone)', querystring: ZReporteeListQuerySchema, response: { 200: ZEmployeeRecordPageSchema } },
      handler: (request) => service.reportees(request.user, request.query),
    });

    app.get('/employee/:id', {
      schema: {
        tags,
        summary: 'An employee\'s profile',
        description: 'Yourself, your reportee, and anyone for MD, ADMIN, HR_HEAD: the whole record (`full: true`). Anyone else: the directory fields of an active colleague (`full: false`).',
        params: ZIdParamsSchema,
        response: { 200: ZEmployeeProfileSchema },
      },
      handler: (request) => service.profile(request.user, request.params.id),
    });

    app.put('/employee/:id', {
      config: { grant: 'MANAGE_EMPLOYEES' },
      schema: {
        tags,
        summary: 'Change an employee\'s designation, department, office hours, time zone, work location or status (HR_HEAD, MD, ADMIN)',
        description: 'Fields left out stay as they are. Audited.',
        params: ZIdParamsSchema,
        body: ZEmployeeUpdateSchema,
        response: { 200: ZEmployeeRecordSchema },
      },
      handler: (request) => service.update(request.user, request.params.id, request.body),
    });
  };
}
