import type { PopupSlider } from '../../../../shared/api/types';
import { useLocale, useT } from '../../../i18n';
import { ModalFrame } from '../../../components/modal/modal-frame';
import { ShopLink } from '../../../components/link';
import { usePublicConfig } from '../../../app-context';
import { resolveNavigation, staffLink, type NavigationTarget } from '../../../../shared/navigation';

/** The promotional pop-up: this language's picture, linking to this language's offer. */
export default function PromoPopup({ popup, onClose }: { popup: PopupSlider; onClose(): void }) {
  const t = useT();
  const locale = useLocale();
  const image = popup.image[locale] || popup.image.ru;
  const target = promoTarget(popup.url[locale] || popup.url.ru, usePublicConfig().publicUrl);
  const picture = <img src={image} alt={t('promo_image_alt')} width={600} height={400} decoding="async" className="promo__image" />;
  // the picture alone gave no sign that it leads anywhere: the link also says so, as a button does
  const action = <span className="button button--primary promo__action">{t('promo_action')}</span>;
  return (
    <ModalFrame title={t('promo_title')} onClose={onClose} className="promo">
      {target?.kind === 'internal' ? (
        <ShopLink to={target.path} className="promo__link" onClick={onClose}>
          {picture}
          {action}
        </ShopLink>
      ) : target?.kind === 'external' ? (
        <a href={target.url} className="promo__link" rel="noopener noreferrer" onClick={onClose}>
          {picture}
          {action}
        </a>
      ) : (
        picture
      )}
    </ModalFrame>
  );
}

// The link comes from the shop's data: another site as https:// is allowed, a script URL or a path a
// browser reads as another host ("/\\evil.example") never is, even if it was saved before the rule.
function promoTarget(url: string, origin: string): NavigationTarget | null {
  if (!staffLink(url)) return null;
  try {
    return resolveNavigation(url, origin, { external: true });
  } catch {
    return null;
  }
}
