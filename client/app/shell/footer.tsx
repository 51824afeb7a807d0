import { usePublicConfig } from '../../app-context';
import { useT } from '../../i18n';
import { LocalizedLink } from '../../components/link';
import { CameraIcon, ChatIcon, ClockIcon, DownloadIcon, MailIcon, PhoneIcon, SendIcon } from '../../components/ui/icons';
import { useShellCategories } from './shell-links';
import { MOBILE_APP_SLUG } from '../../../shared/public-config';
import { useWeekWords } from '../../features/shop-status/hooks/use-week-words';

const INFO_PAGES = [
  { to: '/about-us', key: 'shell.about_us' },
  { to: '/delivery-and-payment', key: 'shell.delivery_and_payment' },
  { to: '/contacts', key: 'shell.contacts' },
  { to: '/brands', key: 'shell.brands' },
  // the store buttons, or how to add the shop to the home screen while there are none (issue 39)
  { to: `/${MOBILE_APP_SLUG}`, key: 'shell.mobile_application_links' },
];

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function Footer() {
  const t = useT();
  const { shopName, phone, email, links } = usePublicConfig();
  const hours = useWeekWords();
  const categories = useShellCategories();
  const socials = [
    links.telegram && { href: links.telegram, label: t('shell.telegram'), icon: <SendIcon size={20} /> },
    links.instagram && { href: links.instagram, label: t('shell.instagram'), icon: <CameraIcon size={20} /> },
    links.imo && { href: links.imo, label: t('shell.imo'), icon: <ChatIcon size={20} /> },
  ].filter((s) => !!s);
  const stores = [
    links.appStore && { href: links.appStore, label: t('shell.app_store') },
    links.googlePlay && { href: links.googlePlay, label: t('shell.google_play') },
  ].filter((s) => !!s);

  return (
    <footer className="footer">
      <div className="container footer__grid">
        {categories.length > 0 && (
          <nav aria-label={t('shell.categories')}>
            <h2 className="footer__title">{t('shell.categories')}</h2>
            <ul className="footer__list">
              {categories.map((c) => (
                <li key={c.to}>
                  <LocalizedLink to={c.to}>{c.label}</LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav aria-label={t('shell.information')}>
          <h2 className="footer__title">{t('shell.information')}</h2>
          <ul className="footer__list">
            {INFO_PAGES.map((p) => (
              <li key={p.to}>
                <LocalizedLink to={p.to}>{t(p.key)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contacts">
          <h2 className="footer__title" id="footer-contacts">
            {t('shell.contacts')}
          </h2>
          <ul className="footer__list footer__contacts">
            <li>
              <PhoneIcon size={18} />
              <span className="visually-hidden">{t('shell.phone')}: </span>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </li>
            <li>
              <MailIcon size={18} />
              <span className="visually-hidden">{t('shell.email')}: </span>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
            {hours ? (
              <li>
                <ClockIcon size={18} />
                <span>
                  {t('shell.working_hours')}: {hours.week}
                  {hours.closures ? ` ${hours.closures}` : null}
                  {hours.pause ? ` ${hours.pause}` : null}
                </span>
              </li>
            ) : null}
          </ul>
          {socials.length > 0 && (
            <ul className="footer__socials" aria-label={t('shell.social_networks')}>
              {socials.map((s) => (
                <li key={s.href}>
                  <a className="icon-button" href={s.href} aria-label={s.label} {...external}>
                    {s.icon}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        {stores.length > 0 && (
          <section aria-labelledby="footer-apps">
            <h2 className="footer__title" id="footer-apps">
              {t('shell.mobile_app')}
            </h2>
            <ul className="footer__list">
              {stores.map((s) => (
                <li key={s.href}>
                  <a className="button footer__store" href={s.href} {...external}>
                    <DownloadIcon size={18} />
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className="container footer__legal">© {shopName}</p>
    </footer>
  );
}
