import { babyPersonalCare } from './baby-personal-care';
import { bakery } from './bakery';
import { cannedPickles } from './canned-pickles';
import { cleaningHousehold } from './cleaning-household';
import { dairyEggs } from './dairy-eggs';
import { drinks } from './drinks';
import { dryGoods } from './dry-goods';
import { fish } from './fish';
import { frozen } from './frozen';
import { fruitVegetables } from './fruit-vegetables';
import { meatPoultry } from './meat-poultry';
import { nutsDriedFruit } from './nuts-dried-fruit';
import { organicHealth } from './organic-health';
import { saladsSpreads } from './salads-spreads';
import { snacksSweets } from './snacks-sweets';
import { spicesOilsSauces } from './spices-oils-sauces';
import type { CategorySeed } from './types';
import { wholesale } from './wholesale';

/** In the order the storefront shows them. */
export const demoCategories: readonly CategorySeed[] = [
  fruitVegetables,
  dairyEggs,
  bakery,
  meatPoultry,
  fish,
  saladsSpreads,
  dryGoods,
  cannedPickles,
  spicesOilsSauces,
  snacksSweets,
  nutsDriedFruit,
  drinks,
  frozen,
  organicHealth,
  cleaningHousehold,
  babyPersonalCare,
  wholesale,
];
