import { fillText } from '@grocery/contracts';
import { type KeyboardEvent, lazy, type PointerEvent, Suspense, useRef, useState } from 'react';
import { Icon } from '../../../components/icons/Icon';
import { LogoMark } from '../../../components/logo/Logo';
import { textDirection } from '../../../i18n/language';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { pictureWidths } from '../../shared/catalogue/ProductImage';
import { catalogueSharedTexts } from '../../shared/catalogue/texts';
import { type GalleryImage, swipeTarget } from './gallery';
import { detailsTexts } from './texts';

// The zoom viewer (yet-another-react-lightbox with its zoom plugin) loads when first opened.
const ZoomViewer = lazy(() => import('./ZoomViewer'));

type Props = { images: GalleryImage[]; productName: string };

/**
 * The product's pictures: one large picture with previous/next buttons, the arrow keys (in the
 * reading direction) and swipes of at least min(80 px, 10 % of the width); thumbnails below. The
 * large picture opens the zoom viewer on the high-resolution file; Escape closes it. Without any
 * picture: the 'No image available' notice.
 */
export function Gallery({ images, productName }: Props) {
  const texts = useTexts(detailsTexts);
  const shared = useTexts(catalogueSharedTexts);
  const direction = textDirection(useLanguage());
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [zoomRequested, setZoomRequested] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const swiped = useRef(false);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];

  if (!current) {
    return (
      <div className="gallery gallery--empty" role="img" aria-label={shared.noImage}>
        <LogoMark size={72} />
        <p>{shared.noImage}</p>
      </div>
    );
  }

  const show = (next: number) => setIndex(Math.max(0, Math.min(count - 1, next)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const forward = (event.key === 'ArrowRight') === (direction === 'ltr');
    event.preventDefault();
    show(index + (forward ? 1 : -1));
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || !stage.current) return;
    const deltaX = event.clientX - from.x;
    if (Math.abs(event.clientY - from.y) > Math.abs(deltaX)) return;
    const width = stage.current.getBoundingClientRect().width;
    const target = swipeTarget(index, count, deltaX, width, direction);
    if (target !== index) {
      swiped.current = true;
      setIndex(target);
    }
  };
  const openZoom = () => {
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    setZoomRequested(true);
    setZoomOpen(true);
  };

  return (
    <section
      className="gallery"
      aria-roledescription="carousel"
      aria-label={fillText(texts.gallery, { name: productName })}
      onKeyDown={onKeyDown}
    >
      <div
        className="gallery__stage"
        ref={stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <button type="button" className="gallery__zoom" onClick={openZoom} aria-label={texts.zoom}>
          <img
            src={current.src}
            {...(current.zoomSrc !== current.src && {
              srcSet: pictureWidths(current.src, current.zoomSrc),
              sizes: '(min-width: 60rem) 400px, 90vw',
            })}
            alt={fillText(shared.imageOf, { name: productName })}
            width={400}
            height={400}
            fetchPriority="high"
            draggable={false}
          />
          <span className="gallery__zoom-hint" aria-hidden="true">
            <Icon name="zoom" size={20} />
          </span>
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--previous"
              aria-label={texts.previousImage}
              disabled={index === 0}
              onClick={() => show(index - 1)}
            >
              <Icon name="chevronStart" className="mirror-rtl" />
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              aria-label={texts.nextImage}
              disabled={index === count - 1}
              onClick={() => show(index + 1)}
            >
              <Icon name="chevronEnd" className="mirror-rtl" />
            </button>
            <span className="gallery__counter" dir="ltr" aria-live="polite">
              {`${index + 1} / ${count}`}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, position) => (
            <li key={image.key}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={fillText(texts.showImage, { index: position + 1, total: count })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => show(position)}
              >
                <img src={image.src} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomRequested && (
        <Suspense fallback={null}>
          <ZoomViewer
            open={zoomOpen}
            images={images}
            index={index}
            productName={productName}
            onIndex={show}
            onClose={() => setZoomOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
