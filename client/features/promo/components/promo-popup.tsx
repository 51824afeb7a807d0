import { Link } from 'react-router';
import type { PopupSlider } from '../../../../shared/api/types';
import { useLocale, useT } from '../../../i18n';
import { ModalFrame } from '../../../components/modal/modal-frame';
import '../promo.css';

/** The promotional pop-up: this language's picture, linking to this language's offer. */
export default function PromoPopup({ popup, onClose }: { popup: PopupSlider; onClose(): void }) {
  const t = useT();
  const locale = useLocale();
  const image = popup.image[locale] || popup.image.ru;
  const url = popup.url[locale] || popup.url.ru;
  const picture = <img src={image} alt={t('promo_image_alt')} width={600} height={400} decoding="async" className="promo__image" />;
  return (
    <ModalFrame title={t('promo_title')} onClose={onClose} className="promo">
      {url.startsWith('/') ? (
        <Link to={url} className="promo__link" onClick={onClose}>{picture}</Link>
      ) : (
        <a href={url} className="promo__link" rel="noopener" onClick={onClose}>{picture}</a>
      )}
    </ModalFrame>
  );
}
