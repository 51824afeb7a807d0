import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { htmlLang, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localizePath, splitLocale, type Locale } from '../../../shared/locale';
import { ChevronDownIcon, GlobeIcon } from '../../components/ui/icons';

// The shop's order of languages; each is named in its own language.
export const LANGUAGES: Locale[] = ['tm', 'ru', 'en'];

/** The same page in another language: "/en/products?x" -> "/tm/products?x". */
export function useLanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { path } = splitLocale(pathname);
  return {
    // the server route sets the cookie and redirects, so the links work before (or without) JavaScript
    href: (locale: Locale) => `/locale/${locale}?next=${encodeURIComponent(pathname + search)}`,
    switchTo(locale: Locale) {
      document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
      navigate(localizePath(path, locale) + search + hash, { preventScrollReset: true });
    },
  };
}

/** A disclosure button with the three languages as links; the current one is marked. */
export function LanguageMenu() {
  const t = useT();
  const current = useLocale();
  const { href, switchTo } = useLanguageSwitch();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="language" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="language__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <GlobeIcon size={18} />
        <span className="visually-hidden">{t('shell.language')}:</span> <span>{current.toUpperCase()}</span>
        <ChevronDownIcon size={16} />
      </button>
      <ul id={listId} className="language__list" hidden={!open}>
        {LANGUAGES.map((locale) => (
          <li key={locale}>
            <LanguageLink
              locale={locale}
              current={locale === current}
              href={href(locale)}
              onSwitch={() => {
                // the chosen link is hidden with the list: focus goes back to the button (issue 38 item 15)
                toggle.current?.focus();
                setOpen(false);
                switchTo(locale);
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LanguageLink({ locale, current, href, onSwitch }: { locale: Locale; current: boolean; href: string; onSwitch(): void }) {
  const t = useT();
  return (
    <a
      href={href}
      hrefLang={htmlLang[locale]}
      lang={htmlLang[locale]}
      aria-current={current ? 'true' : undefined}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onSwitch();
      }}
    >
      {t(`shell.language_names.${locale}`)}
    </a>
  );
}
