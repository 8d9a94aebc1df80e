import { posSyncEndpoints as endpoints, type SyncStatusAnswer } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { signedInUser } from '../../http/session-user';
import { stopReading, uploadedFileStream } from '../../uploads/multipart-files';
import type { PosSyncService } from './sync.service';

/** The catalogue sync's calls (decisions 0048, 0061): status, start, stop, reset, confirm, POS sign-in, retry, price file. */
export async function posSyncRoutes(app: AppInstance, options: { posSync: PosSyncService }): Promise<void> {
  const sync = options.posSync;
  // A run left going by a server that stopped goes on once the job queue is up.
  app.addHook('onReady', () => sync.resumeLost());

  serve(app, endpoints.status, async () => ({ sync: await sync.status() }));

  /** A command's answer: the status after it, or its refusal. */
  const answer = <R extends { reject: true }>(result: { reject: false; sync: SyncStatusAnswer } | R) =>
    result.reject ? result : { sync: result.sync };

  serve(app, endpoints.start, async (request) =>
    answer(await sync.start(signedInUser(request).userId, request.body.kind)),
  );
  serve(app, endpoints.stop, async (request) => answer(await sync.stop(signedInUser(request).userId)));
  serve(app, endpoints.reset, async (request) => answer(await sync.reset(signedInUser(request).userId)));
  serve(app, endpoints.confirm, async (request) => answer(await sync.confirm(signedInUser(request).userId)));

  serve(app, endpoints.signIn, async (request) =>
    answer(await sync.signIn(signedInUser(request).userId, request.ip, request.body)),
  );

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
        return answer(await sync.uploadPriceFile(signedInUser(request).userId, file));
      } catch (error) {
        // The answer reaches a client still sending the rest of a refused file.
        stopReading(request.raw);
        throw error;
      }
    },
    { uploadMaxBytes: app.deps.config.pos.priceFileMaxBytes },
  );
  serve(app, endpoints.removePriceFile, async (request) =>
    answer(await sync.removePriceFile(signedInUser(request).userId)),
  );
}
