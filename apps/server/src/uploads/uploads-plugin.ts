import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type {} from '../http/endpoint-route';
import { HttpError } from '../http/http-error';

/** Room for part headers and small form fields beside the files themselves. */
const formOverheadBytes = 1024 * 1024;

/**
 * multipart/form-data for the endpoints declared `upload: true`, within UPLOAD_MAX_BYTES per file
 * (or the route's own `uploadMaxBytes`, given to `serve`) and UPLOAD_MAX_FILES per request; every
 * other route still refuses it (415). The files are read by `readImageUploads` (image-uploads.ts)
 * or, one large file as a stream, by `uploadedFileStream` (multipart-files.ts).
 */
export const uploads = fp(async (app: FastifyInstance) => {
  const { maxBytes, maxFiles } = app.deps.config.uploads;
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: maxFiles, fields: 20, fieldSize: 4096, parts: maxFiles + 20 },
  });
  const maxRequestBytes = maxFiles * maxBytes + formOverheadBytes;

  app.addHook('preValidation', async (request) => {
    const isUpload = request.routeOptions.config.endpoint?.upload === true;
    if (request.isMultipart() && !isUpload) {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This call reads JSON, not multipart/form-data.');
    }
    // A declared length past every limit is refused before a byte is read.
    const ownLimit = request.routeOptions.config.uploadMaxBytes;
    const limit = ownLimit === undefined ? maxRequestBytes : ownLimit + formOverheadBytes;
    if (isUpload && Number(request.headers['content-length'] ?? 0) > limit) {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The upload is larger than this call accepts.');
    }
  });
});
