import { useT, useLocale } from '../../i18n';
import { LocalizedLink, LocalizedNavLink } from '../../components/link';
import { useModals } from '../../components/modal/modal-store';
import type { ModalContentProps } from '../../components/modal/modal-store';
import { LanguageLink, LANGUAGES, useLanguageSwitch } from './language-menu';
import { useHeaderTabs, useShellCategories } from './shell-links';

/** The burger menu of small screens: the header's links in one list. Any link closes it (route change). */
export default function MobileNav({ close }: ModalContentProps) {
  const t = useT();
  const locale = useLocale();
  const { open } = useModals();
  const tabs = useHeaderTabs();
  const categories = useShellCategories();
  const { href, switchTo } = useLanguageSwitch();

  // a route change closes the menu anyway; a link to the page already shown must close it too
  const closeOnLink = (event: React.MouseEvent) => {
    if ((event.target as Element).closest('a:not([hreflang])')) close();
  };

  return (
    <div className="mobile-nav" onClick={closeOnLink}>
      <nav aria-label={t('shell.sections')}>
        <ul className="mobile-nav__list">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <LocalizedNavLink to={tab.to} end>
                {tab.label}
              </LocalizedNavLink>
            </li>
          ))}
          <li>
            <LocalizedNavLink to="/catalogue">{t('shell.catalogue')}</LocalizedNavLink>
          </li>
          <li>
            <LocalizedNavLink to="/contacts">{t('shell.contacts')}</LocalizedNavLink>
          </li>
          <li>
            <button type="button" className="mobile-nav__button" onClick={() => open('chat')}>
              {t('shell.chat')}
            </button>
          </li>
        </ul>
      </nav>
      {categories.length > 0 && (
        <nav aria-label={t('shell.categories')}>
          <h3 className="mobile-nav__heading">{t('shell.categories')}</h3>
          <ul className="mobile-nav__list">
            {categories.map((c) => (
              <li key={c.to}>
                <LocalizedLink to={c.to}>{c.label}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <h3 className="mobile-nav__heading">{t('shell.language')}</h3>
      <ul className="mobile-nav__languages">
        {LANGUAGES.map((l) => (
          <li key={l}>
            <LanguageLink
              locale={l}
              current={l === locale}
              href={href(l)}
              onSwitch={() => {
                close();
                switchTo(l);
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
