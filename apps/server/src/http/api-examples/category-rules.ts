import type { categoryRulesEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';

export const categoryRulesExamples = examplesOf<typeof categoryRulesEndpoints>()({
  list: {
    response: {
      reject: false,
      reason: null,
      rules: [
        {
          ruleId: 3,
          categoryId: 7,
          kind: 'name_words',
          words: ['milk', 'yogurt'],
          manufacturer: 'Tnuva',
          codeFrom: '1000',
          codeTo: '1999',
          sortOrder: 1,
          products: 1,
          createdAt: '2026-05-04T09:30:00.000Z',
          modifiedAt: '2026-05-04T09:30:00.000Z',
        },
      ],
      uncategorised: 1,
    },
  },
  create: {
    body: { categoryId: 7, sortOrder: 1, kind: 'name_words', words: ['milk', 'yogurt'] },
    response: {
      reject: false,
      reason: null,
      rule: {
        ruleId: 3,
        categoryId: 7,
        kind: 'name_words',
        words: ['milk', 'yogurt'],
        manufacturer: 'Tnuva',
        codeFrom: '1000',
        codeTo: '1999',
        sortOrder: 1,
        products: 1,
        createdAt: '2026-05-04T09:30:00.000Z',
        modifiedAt: '2026-05-04T09:30:00.000Z',
      },
    },
  },
  preview: {
    response: {
      reject: false,
      reason: null,
      matches: 1,
      samples: [{ productId: 1042, productName: 'Fresh milk 3% 1 L' }],
    },
  },
  update: {
    body: { categoryId: 7, sortOrder: 1, kind: 'name_words', words: ['milk', 'yogurt'] },
    response: {
      reject: false,
      reason: null,
      rule: {
        ruleId: 3,
        categoryId: 7,
        kind: 'name_words',
        words: ['milk', 'yogurt'],
        manufacturer: 'Tnuva',
        codeFrom: '1000',
        codeTo: '1999',
        sortOrder: 1,
        products: 1,
        createdAt: '2026-05-04T09:30:00.000Z',
        modifiedAt: '2026-05-04T09:30:00.000Z',
      },
    },
  },
  remove: { response: { reject: false, reason: null, unlinked: 1 } },
});
