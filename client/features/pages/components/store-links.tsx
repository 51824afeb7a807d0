import { usePublicConfig } from '../../../app-context';
import { useT } from '../../../i18n';
import { DownloadIcon } from '../../../components/ui/icons';

/** The configured app stores as buttons: the point of the mobile-app page. */
export function StoreLinks() {
  const t = useT();
  const { links } = usePublicConfig();
  const stores = [
    links.appStore && { href: links.appStore, label: t('shell.app_store') },
    links.googlePlay && { href: links.googlePlay, label: t('shell.google_play') },
  ].filter((s) => !!s);
  if (stores.length === 0) return null;
  return (
    <ul className="content-page__stores" aria-label={t('shell.mobile_app')}>
      {stores.map((s) => (
        <li key={s.href}>
          <a className="button button--primary" href={s.href} target="_blank" rel="noopener noreferrer">
            <DownloadIcon size={18} />
            {s.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
