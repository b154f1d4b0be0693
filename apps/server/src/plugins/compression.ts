import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Responses of 1 KB and more in brotli or gzip, as the client asks. Registered before the routes, which it
 * hooks as they are added. What already has a Content-Encoding (the web app's precompressed files) passes as
 * it is; the server-sent event stream writes to the hijacked socket, past this, and its type is not
 * compressible either. Request bodies stay uncompressed, as before.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
}
