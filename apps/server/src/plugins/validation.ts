import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { CONTROL_CHARACTER_MESSAGE, fieldWithControlCharacter } from '@staffdesk/shared/schemas/common';
import { badRequest } from '../errors';

const PART_NAMES: Record<string, string> = { querystring: 'query', params: 'params', headers: 'headers' };

/**
 * The zod validator of every operation, after one check that no schema has to repeat: no text of the input,
 * and no key, holds a control character other than tab and new line (PostgreSQL refuses NUL, and none of
 * the others is anything a person types). A 400 that names the field, before anything is read or written.
 */
export const validatorRefusingControlCharacters: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  const part = PART_NAMES[route.httpPart ?? ''];
  return (data: unknown) => {
    const found = fieldWithControlCharacter(data);
    if (found !== undefined) {
      const field = part ? `${part}.${found}` : found;
      return {
        error: badRequest(`Remove the control characters from ${field}: only tab and new line are allowed.`, [
          `${field}: ${CONTROL_CHARACTER_MESSAGE}`,
        ]),
      };
    }
    return validate(data);
  };
};
