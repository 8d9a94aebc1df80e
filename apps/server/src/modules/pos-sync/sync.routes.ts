import { posSyncEndpoints as endpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { signedInUser } from '../../http/session-user';
import { stopReading, uploadedFileStream } from '../../uploads/multipart-files';
import type { PosSyncService } from './sync.service';

const done = { reject: false as const, reason: null };

/** The catalogue sync's calls (decision 0048): status, start, stop, reset, POS sign-in, retry, price file. */
export async function posSyncRoutes(app: AppInstance, options: { posSync: PosSyncService }): Promise<void> {
  const sync = options.posSync;
  // A run left going by a server that stopped goes on once the job queue is up.
  app.addHook('onReady', () => sync.resumeLost());

  serve(app, endpoints.status, async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { ...done, sync: await sync.status() };
  });

  const answer = (result: Awaited<ReturnType<PosSyncService['start']>>) =>
    result.reject ? result : { ...done, sync: result.sync };

  serve(app, endpoints.start, async (request) =>
    answer(await sync.start(signedInUser(request).userId, request.body.kind)),
  );
  serve(app, endpoints.stop, async (request) => answer(await sync.stop(signedInUser(request).userId)));
  serve(app, endpoints.reset, async (request) => answer(await sync.reset(signedInUser(request).userId)));

  serve(app, endpoints.signIn, async (request) => {
    const result = await sync.signIn(signedInUser(request).userId, request.ip, request.body);
    return result.reject ? result : { ...done, sync: result.sync };
  });

  serve(app, endpoints.retryFailed, async (request) => {
    const result = await sync.retryFailed(signedInUser(request).userId, request.params.failedItemId);
    if (!result) throw notFound('No such failed item.');
    return answer(result);
  });

  serve(
    app,
    endpoints.uploadPriceFile,
    async (request) => {
      try {
        const file = await uploadedFileStream(request);
        return await sync.uploadPriceFile(signedInUser(request).userId, file);
      } catch (error) {
        // The answer reaches a client still sending the rest of a refused file.
        stopReading(request.raw);
        throw error;
      }
    },
    { uploadMaxBytes: app.deps.config.pos.priceFileMaxBytes },
  );
  serve(app, endpoints.removePriceFile, async (request) =>
    sync.removePriceFile(signedInUser(request).userId),
  );
}
