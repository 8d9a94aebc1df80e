import type { UserTypeSummary } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { resolveTexts } from '../../../i18n/dictionary';
import { userTypesTexts } from '../texts';
import { deleteConsequences, userTypeFormSchema, userTypeFormValues } from './userTypeValues';

const business: UserTypeSummary = {
  userTypeId: 2,
  name: 'Business',
  description: null,
  categoryIds: [5, 9],
  userCount: 3,
  priceCount: 1,
};

describe('userTypeFormValues', () => {
  it('shows no description as an empty field, which the request sends as null', () => {
    const values = userTypeFormValues(business);
    expect(values).toEqual({ name: 'Business', description: '', categoryIds: [5, 9] });
    expect(userTypeFormSchema.parse(values)).toEqual({
      name: 'Business',
      description: null,
      categoryIds: [5, 9],
    });
  });

  it('refuses a blank name', () => {
    expect(userTypeFormSchema.safeParse({ ...userTypeFormValues(business), name: '  ' }).success).toBe(false);
  });
});

describe('deleteConsequences', () => {
  it('counts the users and prices in the plural the language needs', () => {
    expect(deleteConsequences('en', resolveTexts(userTypesTexts, 'en'), business)).toBe(
      'Its 3 users lose this type (keeping any other types). Its 1 special price is dropped.',
    );
    expect(
      deleteConsequences('he', resolveTexts(userTypesTexts, 'he'), {
        ...business,
        userCount: 2,
        priceCount: 7,
      }),
    ).toBe('שני המשתמשים שלו יאבדו את הסוג הזה (ושאר הסוגים שלהם יישארו). 7 המחירים המיוחדים שלו יימחקו.');
  });

  it('says so when there are no users or prices', () => {
    expect(
      deleteConsequences('en', resolveTexts(userTypesTexts, 'en'), {
        ...business,
        userCount: 0,
        priceCount: 0,
      }),
    ).toBe('No user has this type. It has no special prices.');
  });
});
