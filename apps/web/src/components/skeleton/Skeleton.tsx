import { useTexts } from '../../i18n/useTexts';
import { skeletonTexts } from './texts';
import './skeleton.css';

/** One shimmering placeholder line or block. */
export function SkeletonBlock({ width = '100%', height = '1rem' }: { width?: string; height?: string }) {
  return <span className="skeleton" style={{ inlineSize: width, blockSize: height }} />;
}

/** Placeholder cards while a list loads (spec: 6 for products and categories, 3 for orders and cart). */
export function SkeletonCards({ count, layout = 'grid' }: { count: number; layout?: 'grid' | 'list' }) {
  const texts = useTexts(skeletonTexts);
  return (
    <div className={`skeleton-cards skeleton-cards--${layout}`} role="status" aria-busy="true">
      <span className="visually-hidden">{texts.loading}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no other identity
        <div className="skeleton-card" key={index} aria-hidden="true">
          <SkeletonBlock height={layout === 'grid' ? '140px' : '72px'} />
          <SkeletonBlock width="70%" />
          <SkeletonBlock width="45%" />
        </div>
      ))}
    </div>
  );
}
