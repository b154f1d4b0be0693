import { z } from 'zod';
import { API_PREFIX } from '../constants';
import {
  ZFileCategoryParamsSchema,
  ZFileCategorySchema,
  ZFileIdParamsSchema,
  ZUploadFileParamsSchema,
  ZUploadedFileSchema,
} from '../schemas/files';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

export const filesApi = defineEndpoints(TAGS.files, {
  uploadFile: {
    method: 'POST',
    path: '/files/uploadFile/{category}',
    access: 'signed-in',
    summary: 'Upload one file into a category, to attach it to a record next',
    description:
      'The size is checked while the file arrives and its type by its bytes (not its name or the Content-Type the client sends). ' +
      'Its category (see /file-category) says which types and sizes it takes and who may upload. ' +
      'A file that no record takes within a day is removed; until then only its owner may download it.',
    params: ZUploadFileParamsSchema,
    upload: {
      field: 'file',
      description: 'The file, one per request: its category (in the path) says which types and sizes it may be.',
    },
    success: {
      status: 201,
      description:
        'The stored file: its id (to give to the record it belongs to), size, SHA-256 and content type as its bytes show.',
      schema: ZUploadedFileSchema,
    },
    errors: {
      400: 'No file in the form field `file`, an empty file, or an unknown category.',
      403: 'Your roles may not upload into this category.',
      413: "The file is larger than its category's maximum.",
      415: 'The body is not multipart/form-data, or the bytes are not of a type the category takes.',
    },
  },
  downloadFile: {
    method: 'GET',
    path: '/files/downloadFile/{id}',
    access: 'signed-in',
    summary: 'Download a file, as an attachment with its uploaded name',
    description: 'For its owner and, once a record holds it, whoever its category lets read.',
    params: ZFileIdParamsSchema,
    success: {
      status: 200,
      description: "The file's bytes, in its own content type.",
      contentType: 'application/octet-stream',
    },
    errors: { 404: 'No such file, or not one you may read.' },
  },
  fileCategories: {
    method: 'GET',
    path: '/file-category',
    access: 'signed-in',
    summary: 'The file categories with their content types, maximum sizes, and who may upload and read',
    success: { status: 200, description: 'Every category.', schema: z.array(ZFileCategorySchema) },
  },
  fileCategory: {
    method: 'GET',
    path: '/file-category/name/{name}',
    access: 'signed-in',
    summary: 'One file category by its name',
    params: ZFileCategoryParamsSchema,
    success: { status: 200, description: 'The category.', schema: ZFileCategorySchema },
    errors: { 404: 'No such category.' },
  },
});

/** Where a file is downloaded, as records show it (`/api/files/downloadFile/<id>`). */
export function fileDownloadPath(id: string): string {
  return `${API_PREFIX}${filesApi.downloadFile.path.replace('{id}', encodeURIComponent(id))}`;
}
