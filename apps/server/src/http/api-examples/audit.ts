import type { auditEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';
import { asPage, auditLogPage } from './shapes';

export const auditExamples = examplesOf<typeof auditEndpoints>()({
  list: { response: auditLogPage },
  page: { response: asPage(auditLogPage) },
});
