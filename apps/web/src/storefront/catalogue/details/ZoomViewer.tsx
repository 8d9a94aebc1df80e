import { fillText } from '@grocery/contracts';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { useTexts } from '../../../i18n/useTexts';
import { catalogueSharedTexts } from '../../shared/catalogue/texts';
import type { GalleryImage } from './gallery';
import { detailsTexts } from './texts';

type Props = {
  open: boolean;
  images: GalleryImage[];
  index: number;
  productName: string;
  onIndex: (index: number) => void;
  onClose: () => void;
};

/**
 * The full-screen viewer on the high-resolution files: zoom (wheel, pinch, double click, buttons),
 * arrows, keys and swipes, Escape closes. Loaded lazily with its library.
 */
export default function ZoomViewer({ open, images, index, productName, onIndex, onClose }: Props) {
  const texts = useTexts(detailsTexts);
  const shared = useTexts(catalogueSharedTexts);
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={images.map((image) => ({
        src: image.zoomSrc,
        alt: fillText(shared.imageOf, { name: productName }),
        width: 1000,
        height: 1000,
      }))}
      plugins={[Zoom]}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      carousel={{ finite: true }}
      on={{ view: ({ index: shown }) => onIndex(shown) }}
      controller={{ closeOnBackdropClick: true }}
      render={images.length > 1 ? undefined : { buttonPrev: () => null, buttonNext: () => null }}
      labels={{
        Previous: texts.previousImage,
        Next: texts.nextImage,
        Close: texts.close,
        'Zoom in': texts.zoomIn,
        'Zoom out': texts.zoomOut,
        Lightbox: texts.lightbox,
        'Photo gallery': fillText(texts.gallery, { name: productName }),
        Slide: texts.slide,
        Carousel: texts.lightbox,
        '{index} of {total}': texts.slideLabel,
      }}
    />
  );
}
