import type { systemAdminEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';

export const systemAdminExamples = examplesOf<typeof systemAdminEndpoints>()({
  application: {
    response: {
      reject: false,
      reason: null,
      sections: [
        { section: 'server', properties: [{ key: 'environment', kind: 'text', value: 'production' }] },
      ],
      jobQueues: [{ name: 'mail', queued: 2, active: 1, deferred: 0, failed: 0 }],
    },
  },
});
