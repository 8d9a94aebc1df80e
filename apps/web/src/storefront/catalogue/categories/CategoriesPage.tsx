import { countText } from '@grocery/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { categoryImageUrl } from '../../../api/imageUrls';
import { useDocumentTitle } from '../../../components/documentTitle/useDocumentTitle';
import { EmptyState, ErrorState } from '../../../components/loadState/LoadState';
import { SkeletonCards } from '../../../components/skeleton/Skeleton';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { eagerPictures, ProductImage } from '../../shared/catalogue/ProductImage';
import { shopPaths } from '../../shared/catalogue/paths';
import { catalogueQueries, useViewer } from '../../shared/catalogue/queries';
import { storefrontPageTitles } from '../../shared/texts';
import { categoriesTexts } from './texts';
import '../catalogue.css';

/** The category grid (spec 2): thumbnail, name and product count; six skeletons while loading. */
export function CategoriesPage() {
  const texts = useTexts(categoriesTexts);
  useDocumentTitle(useTexts(storefrontPageTitles).categories);
  const language = useLanguage();
  const { data, isPending, isError, refetch } = useQuery(catalogueQueries.categories(language, useViewer()));
  return (
    <section className="catalogue-page" aria-labelledby="categories-title">
      <header className="catalogue-page__header">
        <h1 id="categories-title">{texts.title}</h1>
        <p>{texts.intro}</p>
      </header>
      {isPending && <SkeletonCards count={6} />}
      {isError && <ErrorState message={texts.failed} onRetry={() => void refetch()} />}
      {data?.length === 0 && (
        <EmptyState icon="basket" title={texts.emptyTitle} message={texts.emptyMessage} />
      )}
      {data && data.length > 0 && (
        <ul className="category-grid">
          {data.map((category, index) => (
            <li key={category.categoryId}>
              <Link className="category-card" to={shopPaths.products(language, category.categoryId, 0)}>
                <ProductImage
                  src={categoryImageUrl(category.imageFile)}
                  alt=""
                  size={240}
                  eager={index < eagerPictures}
                />
                <span className="category-card__name">
                  {category.categoryName}
                  {category.totalProducts !== undefined && (
                    <>
                      {' '}
                      <span className="category-card__count" aria-hidden="true" dir="ltr">
                        ({category.totalProducts})
                      </span>
                      <span className="visually-hidden">
                        {countText(language, texts.productCount, category.totalProducts)}
                      </span>
                    </>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
