import type { systemAdminEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';

export const systemAdminExamples = examplesOf<typeof systemAdminEndpoints>()({
  application: {
    response: {
      reject: false,
      reason: null,
      sections: [
        { section: 'server', properties: [{ key: 'environment', kind: 'text', value: 'FreshCart' }] },
      ],
      jobQueues: [{ name: 'Fresh milk 3% 1 L', queued: 1, active: 1, deferred: 1, failed: 1 }],
    },
  },
});
