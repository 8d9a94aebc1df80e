import type { settingsEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';

export const settingsExamples = examplesOf<typeof settingsEndpoints>()({
  read: {
    response: {
      reject: false,
      reason: null,
      environment: [
        {
          group: 'server',
          settings: [
            {
              name: 'NODE_ENV',
              value: 'FreshCart',
              secret: { set: false, fingerprint: 'sha256:1a2b3c4d' },
              isDefault: true,
              defaultValue: 'FreshCart',
              note: 'demoPos',
            },
          ],
        },
      ],
    },
  },
});
