import type { adminEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';
import { user } from './shapes';

export const adminExamples = examplesOf<typeof adminEndpoints>()({
  me: { response: { reject: false, reason: null, user } },
});
