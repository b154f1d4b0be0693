import { filesApi } from '@staffdesk/shared/api/files';
import {
  FILE_CATEGORIES,
  describeFileTypes,
  formatFileSize,
  type FileCategory,
  type TUploadedFile,
} from '@staffdesk/shared/schemas/files';
import { callApi } from './api-client';
import type { RequestOptions } from './http';

/** The `accept` of a file input for a category: the content types it takes. */
export function acceptOf(category: FileCategory): string {
  return FILE_CATEGORIES[category].contentTypes.join(',');
}

/**
 * Why a chosen file cannot go into a category, told before it is sent (by the type the browser gives it and
 * its size; the server checks the bytes again); undefined when it may.
 */
export function fileProblem(file: File, category: FileCategory): string | undefined {
  const { label, contentTypes, maxBytes } = FILE_CATEGORIES[category];
  if (file.size === 0) return 'The file is empty.';
  if (!(contentTypes as readonly string[]).includes(file.type))
    return `A ${label.toLowerCase()} must be a ${describeFileTypes(category)} file.`;
  if (file.size > maxBytes)
    return `The file is too large: a ${label.toLowerCase()} can be at most ${formatFileSize(maxBytes)}.`;
  return undefined;
}

/** Uploads a file into a category: its id is then given to the record it belongs to. */
export function uploadFile(category: FileCategory, file: File, options?: RequestOptions): Promise<TUploadedFile> {
  const form = new FormData();
  form.append(filesApi.uploadFile.upload.field, file, file.name);
  return callApi(filesApi.uploadFile, { params: { category }, body: form }, options);
}
