import type { tokenEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';
import { user } from './shapes';

const issued = {
  token: 'q3Jt0mWbq8Vn2YcN7eXkP4sZ1aLrD6fH9uGoB5iTjQw',
  tokenId: 41,
  expiresAt: '2026-12-30T09:15:00.000Z',
};

export const tokensExamples = examplesOf<typeof tokenEndpoints>()({
  create: {
    body: {
      email: 'dana@example.com',
      password: '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8',
      deviceName: 'Dana’s iPhone',
    },
    response: { reject: false, reason: null, ...issued, user },
  },
  list: {
    response: {
      reject: false,
      reason: null,
      tokens: [
        {
          tokenId: 41,
          deviceName: 'Dana’s iPhone',
          createdAt: '2026-11-30T09:15:00.000Z',
          lastUsedAt: '2026-11-30T18:02:00.000Z',
          expiresAt: '2026-12-30T09:15:00.000Z',
          current: true,
        },
      ],
    },
  },
  refresh: { response: { reject: false, reason: null, ...issued, tokenId: 42 } },
  revoke: { response: { reject: false, reason: null } },
});
