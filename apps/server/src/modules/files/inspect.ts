import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { fileTypeFromBuffer } from 'file-type';
import {
  FILE_CATEGORIES,
  describeFileTypes,
  formatFileSize,
  type FileCategory,
  type FileContentType,
} from '@staffdesk/shared/schemas/files';
import { AppError, badRequest } from '../../errors';

/** file-type's own default sample. */
const SAMPLE_BYTES = 4100;

const unsupportedType = (message: string) => new AppError(415, message);

export function tooLarge(category: FileCategory): AppError {
  const { label, maxBytes } = FILE_CATEGORIES[category];
  return new AppError(
    413,
    `The file is too large: a ${label.toLowerCase()} can be at most ${formatFileSize(maxBytes)}.`,
  );
}

/** Whether a decoder takes this piece (or, without one, whether the text ends complete). */
function decodes(decoder: TextDecoder, piece?: Buffer): boolean {
  try {
    decoder.decode(piece, { stream: piece !== undefined });
    return true;
  } catch {
    return false;
  }
}

export interface InspectedUpload {
  contentType: FileContentType;
  /** The same bytes from the first, checked, counted and hashed as they pass. */
  bytes: Readable;
  /** Once `bytes` has been read to its end. */
  digest(): { size: number; sha256: string };
  /** Why `bytes` failed, for a reason of ours (too large, not text after all). */
  failure(): AppError | undefined;
}

/**
 * Recognises an upload by its first bytes (never its name or the client's Content-Type), holding at most one
 * sample in memory. A plain-text category takes an unknown format only if all of it is UTF-8 without NUL bytes.
 */
export async function inspectUpload(source: Readable, category: FileCategory): Promise<InspectedUpload> {
  const pieces = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  // Fails with our AppError (too large), or because the body broke off or is malformed.
  const nextPiece = async () => {
    try {
      return await pieces.next();
    } catch (err) {
      throw err instanceof AppError
        ? err
        : badRequest('The file did not arrive whole: the upload broke off or its body is malformed.');
    }
  };
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SAMPLE_BYTES) {
    const next = await nextPiece();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  const sample = Buffer.concat(head);
  if (sample.length === 0) throw badRequest('The file is empty.', ['file: The file is empty.']);

  const allowed = FILE_CATEGORIES[category].contentTypes;
  const detected = await fileTypeFromBuffer(sample);
  let contentType: FileContentType;
  if (detected && (allowed as readonly string[]).includes(detected.mime))
    contentType = detected.mime as FileContentType;
  else if (!detected && allowed.includes('text/plain')) contentType = 'text/plain';
  else {
    const found = detected
      ? `its content is ${detected.ext.toUpperCase()} (${detected.mime})`
      : 'its content is not a format we recognise';
    throw unsupportedType(
      `This file cannot be a ${FILE_CATEGORIES[category].label.toLowerCase()}: ${found}, whatever its name says. Choose a ${describeFileTypes(category)} file.`,
    );
  }

  const hash = createHash('sha256');
  let size = 0;
  let failure: AppError | undefined;
  const text = contentType === 'text/plain' ? new TextDecoder('utf-8', { fatal: true }) : undefined;
  const notText = () =>
    unsupportedType(
      `This file is not plain text (UTF-8 without NUL bytes), whatever its name says. Choose a ${describeFileTypes(category)} file.`,
    );

  const pass = (piece: Buffer): Buffer => {
    if (text && (piece.includes(0) || !decodes(text, piece))) throw notText();
    hash.update(piece);
    size += piece.length;
    return piece;
  };

  async function* checked(): AsyncGenerator<Buffer> {
    try {
      yield pass(sample);
      if (!ended) for (let next = await nextPiece(); !next.done; next = await nextPiece()) yield pass(next.value);
      // A character cut off at the very end is not UTF-8 either.
      if (text && !decodes(text)) throw notText();
    } catch (err) {
      // Kept, since a storage driver may report its own failure (an aborted upload) instead.
      if (err instanceof AppError) failure = err;
      throw err;
    }
  }

  return {
    contentType,
    bytes: Readable.from(checked(), { objectMode: false }),
    digest: () => ({ size, sha256: hash.digest('hex') }),
    failure: () => failure,
  };
}
