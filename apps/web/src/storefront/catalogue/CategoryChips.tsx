import type { LanguageCode } from '@grocery/contracts';
import { fillText } from '@grocery/contracts';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n/useTexts';
import { shopPaths } from '../shared/catalogue/paths';
import { categoryChipsTexts } from './texts';

type Props = {
  categories: { categoryId: number; categoryName: string }[];
  language: LanguageCode;
  productName: string;
};

/** A product's categories as chips; each opens that category's list at page 0. */
export function CategoryChips({ categories, language, productName }: Props) {
  const texts = useTexts(categoryChipsTexts);
  if (categories.length === 0) return null;
  return (
    <ul className="category-chips" aria-label={fillText(texts.categories, { name: productName })}>
      {categories.map((category) => (
        <li key={category.categoryId}>
          <Link className="category-chip" to={shopPaths.products(language, category.categoryId, 0)}>
            {category.categoryName}
          </Link>
        </li>
      ))}
    </ul>
  );
}
