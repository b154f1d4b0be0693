import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { filesApi } from '@staffdesk/shared/api/files';
import {
  FILE_CATEGORIES,
  FILE_CATEGORY_NAMES,
  MAX_FILE_BYTES,
  type FileCategory,
  type TFileCategory,
} from '@staffdesk/shared/schemas/files';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, notFound } from '../../errors';
import { registerEndpoints } from '../../plugins/endpoints';
import { attachmentDisposition } from './file-names';
import { tooLarge } from './inspect';
import { downloadFile, sweepUnattached, uploadFile } from './service';

/** Multipart framing around the file: boundaries, part headers, a long file name. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** At a quarter past each hour, away from the reminders on the hour. */
const SWEEP_SCHEDULE = '15 * * * *';
/** Profile pictures never change under their id, so the browser may keep them a while. */
const PICTURE_CACHE = 'private, max-age=300';

const FIELD = filesApi.uploadFile.upload.field;

const categoryOf = (name: FileCategory): TFileCategory => ({ name, ...FILE_CATEGORIES[name] }) as TFileCategory;

/** Limited to its category's maximum as it streams. */
async function receiveFile(request: FastifyRequest, category: FileCategory) {
  if (!request.isMultipart())
    throw new AppError(415, `Send the file as multipart/form-data, in the form field \`${FIELD}\`.`);
  // A body announced larger than the file may be is refused before any of it is read.
  if (Number(request.headers['content-length'] ?? 0) > FILE_CATEGORIES[category].maxBytes + MULTIPART_OVERHEAD)
    throw tooLarge(category);
  let part;
  try {
    part = await request.file({ limits: { fileSize: FILE_CATEGORIES[category].maxBytes } });
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode) throw err;
    throw badRequest('The body is not valid multipart/form-data.');
  }
  if (part?.fieldname !== FIELD)
    throw badRequest(`Send the file in the form field \`${FIELD}\`.`, [`${FIELD}: Choose a file to upload.`]);
  // At the category's maximum busboy cuts the file off: answer at once instead of reading the rest.
  const cutOff = () => part.file.destroy(tooLarge(category));
  if (part.file.truncated) cutOff();
  else part.file.once('limit', cutOff);
  return { name: part.filename, bytes: part.file };
}

export function fileRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    // Multipart is parsed for these routes only; any other body reaches the upload unread, refused in words (415).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 } });
    // A refusal before the whole upload arrived (too large, not allowed) closes the connection: the rest is not read.
    app.addHook('onSend', async (request, reply) => {
      if (reply.statusCode >= 400 && request.raw.complete === false) reply.header('connection', 'close');
    });

    registerEndpoints(
      app,
      filesApi,
      {
        uploadFile: ({ user, params, request }) =>
          uploadFile(deps, user, params.category, () => receiveFile(request, params.category)),
        downloadFile: async ({ user, params, reply }) => {
          const { file, bytes } = await downloadFile(deps, user, params.id);
          return reply
            .header('content-type', file.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : file.contentType)
            .header('content-length', file.size)
            .header('content-disposition', attachmentDisposition(file.originalName))
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', file.category === 'PROFILE_PICTURE' ? PICTURE_CACHE : 'private, no-store')
            .send(bytes);
        },
        fileCategories: () => FILE_CATEGORY_NAMES.map(categoryOf),
        fileCategory: ({ params }) => {
          const name = FILE_CATEGORY_NAMES.find((category) => category === params.name);
          if (!name) throw notFound('No such file category.');
          return categoryOf(name);
        },
      },
      // Fastify does not apply bodyLimit to multipart (the parser reads the stream); set anyway, it never cuts the
      // largest file short. The categories' own limits are in receiveFile.
      { uploadFile: { bodyLimit: MAX_FILE_BYTES + MULTIPART_OVERHEAD }, downloadFile: { uncompressed: true } },
    );

    deps.jobs.define({
      name: 'file-sweep',
      title: 'Unattached file sweep',
      description: 'Removes uploaded files that no record took within a day of their upload.',
      schedule: SWEEP_SCHEDULE,
      run: async () => ({ items: await sweepUnattached(deps.db, deps.storage) }),
    });
  };
}
