import { useT } from '../../i18n';
import { usePublicConfig } from '../../app-context';
import { LocalizedLink, LocalizedNavLink } from '../../components/link';
import { useModals } from '../../components/modal/modal-store';
import { GridIcon, MenuIcon } from '../../components/ui/icons';
import { BasketButton, FavouritesButton, ProfileButton } from './header-actions';
import { LanguageMenu } from './language-menu';
import { SearchBox } from './search-box';
import { useHeaderTabs, useShellCategories } from './shell-links';

export function Header() {
  const t = useT();
  const { shopName } = usePublicConfig();
  const { open } = useModals();
  const tabs = useHeaderTabs();
  const categories = useShellCategories();

  return (
    <header className="header">
      <div className="header__top">
        <div className="container header__top-inner">
          <nav aria-label={t('shell.sections')}>
            <ul className="tabs">
              {tabs.map((tab) => (
                <li key={tab.to}>
                  <LocalizedNavLink to={tab.to} end className="tabs__link">
                    {tab.label}
                  </LocalizedNavLink>
                </li>
              ))}
            </ul>
          </nav>
          <LocalizedNavLink to="/contacts" className="header__contacts">
            {t('shell.contacts')}
          </LocalizedNavLink>
          <LanguageMenu />
        </div>
      </div>
      <div className="container header__main">
        <button type="button" className="icon-button header__burger" aria-label={t('shell.menu')} onClick={() => open('mobile-nav')}>
          <MenuIcon />
        </button>
        <LocalizedLink to="/" className="logo">
          {shopName}
        </LocalizedLink>
        <button type="button" className="button button--primary header__catalogue" onClick={() => open('catalogue')}>
          <GridIcon size={20} />
          <span>{t('shell.catalogue')}</span>
        </button>
        <SearchBox />
        <div className="header__actions">
          <FavouritesButton />
          <BasketButton />
          <ProfileButton />
        </div>
      </div>
      {categories.length > 0 && (
        <nav className="container header__categories" aria-label={t('shell.dish_categories')}>
          <ul className="chips">
            {categories.map((c) => (
              <li key={c.to}>
                <LocalizedLink to={c.to} className="chip">
                  {c.label}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
