import type { auditEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';
import { auditLogPage } from './shapes';

export const auditExamples = examplesOf<typeof auditEndpoints>()({
  list: { response: auditLogPage },
});
