import type * as schemas from '../category-rules';
import { endpointsOf } from '../endpoint';

const read = ['admin_access', 'catalogue:read'] as const;
const write = ['admin_access', 'catalogue:write'] as const;
const base = '/api/admin/category-rules';

/** Category rules for imported products (decision 0066): each change is applied at once. */
export const categoryRulesEndpoints = endpointsOf<typeof schemas>()('category-rules', {
  list: {
    method: 'GET',
    path: base,
    access: read,
    cache: 'private',
    summary: 'Every rule in the order they are tried, and how many POS products are in no category.',
    response: 'categoryRulesResponse',
  },
  preview: {
    method: 'GET',
    path: `${base}/preview`,
    access: read,
    cache: 'private',
    summary: 'How many products a rule as typed would match, with up to 10 of their names.',
    query: 'categoryRulePreviewQuery',
    response: 'categoryRulePreviewResponse',
  },
  create: {
    method: 'POST',
    path: base,
    access: write,
    idempotent: true,
    summary: 'Adds a rule and applies the rules (UNKNOWN_CATEGORY when its category is gone).',
    body: 'categoryRuleRequest',
    response: 'categoryRuleSaveResponse',
  },
  update: {
    method: 'PUT',
    path: `${base}/:ruleId`,
    access: write,
    summary: 'Replaces a rule and applies the rules.',
    params: 'categoryRuleParams',
    body: 'categoryRuleRequest',
    response: 'categoryRuleSaveResponse',
  },
  remove: {
    method: 'DELETE',
    path: `${base}/:ruleId`,
    access: write,
    summary: 'Deletes a rule: the products it placed leave its category; the rules are applied again.',
    params: 'categoryRuleParams',
    response: 'deleteCategoryRuleResponse',
  },
});
