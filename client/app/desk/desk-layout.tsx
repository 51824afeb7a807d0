import '../../styles/global.css';
import '../../components/form/forms.css';
import '../../features/desk-orders/desk.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { htmlLang, locales, splitLocale, type Locale } from '../../../shared/locale';
import { useApi, usePublicConfig } from '../../app-context';
import { useLocale, useT } from '../../i18n';
import { errorText } from '../../session/error-text';
import type { StaffMember } from '../../../shared/api/desk';
import { deskMeQuery, useDeskLogout } from '../../features/desk-auth/api/desk-session';
import { DeskSignIn } from '../../features/desk-auth/components/desk-sign-in';
import { DeskTitle } from '../../features/desk-orders/components/desk-title';
import { sectionsFor } from './desk-sections';
import { DeskOffline, useOnline } from './desk-offline';
import { useEarlyBoard } from '../../features/desk-orders/hooks/use-early-board';
import { DeskKitchen, KitchenLink, showsKitchen } from './desk-kitchen';
import { LazyPart } from '../../components/lazy-part';

/**
 * /desk (/en/desk, /tm/desk): the restaurant's own screen, its own document and bundle
 * (client/entry-desk.tsx), none of the storefront's chrome. Rendered in the browser only (the staff
 * cookie is not the shopper's session): the desk header, then sign-in or the sections.
 */
export function DeskLayout() {
  const t = useT();
  const me = useQuery(deskMeQuery(useApi()));
  const online = useOnline();
  useEarlyBoard(me.isPending ? undefined : me.data !== null && me.data !== undefined);
  useEffect(() => {
    // lets tests (and curious people) see that the desk is interactive
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <DeskHeader me={me.data ?? null} />
      <DeskOffline />
      {me.data && showsKitchen(me.data.role) ? (
        <DeskKitchen role={me.data.role} />
      ) : me.data ? (
        <SignedInDesk me={me.data} />
      ) : (
        <main id="main" className="desk">
          {/* signed in, the board sets the title: with the count of new orders */}
          <DeskTitle title={t('desk.title')} />
          {me.isPending ? (
            <>
              <h1>{t('desk.title')}</h1>
              <p>{t('desk.loading')}</p>
            </>
          ) : me.isError && online ? (
            <>
              <h1>{t('desk.title')}</h1>
              <p role="alert" className="desk-error">
                {errorText(me.error, t)}
              </p>
            </>
          ) : (
            // offline, who is signed in is not known: the sign-in, under the offline notice
            <DeskSignIn />
          )}
        </main>
      )}
    </>
  );
}

// the desk screen open now (the board or the kitchen display, its station), without the language prefix
const here = () => {
  const { path } = splitLocale(window.location.pathname);
  return path.startsWith('/desk') ? `${path}${window.location.search}` : '/desk';
};
const switchTo = (locale: Locale) => `/locale/${locale}?next=${encodeURIComponent(here())}`;

/** The restaurant's name, who is signed in, the language switch and sign-out. */
function DeskHeader({ me }: { me: StaffMember | null }) {
  const t = useT();
  const locale = useLocale();
  const { shopName } = usePublicConfig();
  const logout = useDeskLogout();
  return (
    <header className="desk-header desk-no-print">
      <p className="desk-brand">{shopName}</p>
      {me ? (
        <p className="desk-who">
          {me.name || me.phone} · {t(`desk.roles.${me.role}`)}
        </p>
      ) : null}
      <nav className="desk-languages" aria-label={t('shell.language')}>
        <ul>
          {locales.map((l) => (
            <li key={l}>
              {/* the storefront's switch: remembers the choice, then this desk screen in that language */}
              <a
                href={switchTo(l)}
                // the kitchen's station may have changed the address since this rendered
                onClick={(e) => (e.currentTarget.href = switchTo(l))}
                hrefLang={htmlLang[l]}
                lang={htmlLang[l]}
                aria-current={l === locale ? 'page' : undefined}
              >
                {t(`shell.language_names.${l}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {me ? (
        <button type="button" className="desk-link" onClick={() => logout.mutate()}>
          {t('desk.sign_out')}
        </button>
      ) : null}
    </header>
  );
}

/** The section nav and the open section; the board stays mounted behind the others. */
function SignedInDesk({ me }: { me: StaffMember }) {
  const t = useT();
  const sections = sectionsFor(me.role);
  const [open, setOpen] = useState(sections[0].id);
  const shown = sections.some((s) => s.id === open) ? open : sections[0].id;
  return (
    <>
      <nav className="desk-nav desk-no-print" aria-label={t('desk.nav.label')}>
        <ul>
          {sections.map((s) => (
            <li key={s.id}>
              <button type="button" className="desk-link" aria-current={shown === s.id ? 'page' : undefined} onClick={() => setOpen(s.id)}>
                {t(`desk.nav.${s.id}`)}
              </button>
            </li>
          ))}
          <li>
            <KitchenLink />
          </li>
        </ul>
      </nav>
      <main id="main" className="desk">
        <h1 className="desk-no-print">{t('desk.title')}</h1>
        {sections.map((s) => {
          // each section's code comes when it first shows (desk-sections.tsx); what did not come is said in its place
          const section = <LazyPart loading={<p>{t('desk.loading')}</p>}>{s.render(me)}</LazyPart>;
          return s.keepMounted ? (
            <div key={s.id} hidden={shown !== s.id}>
              {section}
            </div>
          ) : shown === s.id ? (
            <div key={s.id}>{section}</div>
          ) : null;
        })}
      </main>
    </>
  );
}
