import '../../features/desk-orders/desk.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../app-context';
import { Head } from '../../components/head';
import { useT } from '../../i18n';
import { errorText } from '../../session/error-text';
import { deskMeQuery, useDeskLogout } from '../../features/desk-auth/api/desk-session';
import { DeskSignIn } from '../../features/desk-auth/components/desk-sign-in';
import { DeskOrders } from '../../features/desk-orders/components/desk-orders';
import { DeskPhoneOrder } from '../../features/desk-phone-order/components/desk-phone-order';
import { DeskStaff } from '../../features/desk-staff/components/desk-staff';
import { DeskToday } from '../../features/desk-today/components/desk-today';
import { DeskMenu } from '../../features/desk-menu/components/desk-menu';
import { DeskContent } from '../../features/desk-content/components/desk-content';

type DeskView = 'board' | 'today' | 'phone' | 'menu' | 'content' | 'staff';

/**
 * /desk: the restaurant's own screen. Rendered in the browser only (the staff cookie is not the
 * shopper's session the server render uses): sign-in, or the live board.
 */
export function DeskLayout() {
  const t = useT();
  const me = useQuery(deskMeQuery(useApi()));
  const logout = useDeskLogout();
  const [view, setView] = useState<DeskView>('board');
  // staff management and site content are the owner's (the server refuses a manager as well)
  const views: DeskView[] =
    me.data?.role === 'owner' ? ['board', 'today', 'phone', 'menu', 'content', 'staff'] : ['board', 'today', 'phone', 'menu'];
  const shown = views.includes(view) ? view : 'board';
  return (
    <main id="main" className="desk">
      {/* signed in, the board sets the title: with the count of new orders */}
      {me.data ? null : <Head title={t('desk.title')} robots="noindex, nofollow" />}
      {me.isPending ? (
        <>
          <h1>{t('desk.title')}</h1>
          <p>{t('desk.loading')}</p>
        </>
      ) : me.isError ? (
        <p role="alert" className="desk-error">
          {errorText(me.error, t)}
        </p>
      ) : me.data ? (
        <>
          <header className="desk-header desk-no-print">
            <h1>{t('desk.title')}</h1>
            <span>
              {me.data.name || me.data.phone} · {t(`desk.roles.${me.data.role}`)}
            </span>
            <button type="button" className="desk-link" onClick={() => logout.mutate()}>
              {t('desk.sign_out')}
            </button>
          </header>
          <nav className="desk-nav desk-no-print" aria-label={t('desk.nav.label')}>
            {views.map((v) => (
              <button
                key={v}
                type="button"
                className="desk-link"
                aria-current={shown === v ? 'page' : undefined}
                onClick={() => setView(v)}
              >
                {t(`desk.nav.${v}`)}
              </button>
            ))}
          </nav>
          {/* the board stays mounted behind the other screens: its alarm, live feed and title keep going */}
          <div hidden={shown !== 'board'}>
            <DeskOrders />
          </div>
          {shown === 'today' ? (
            <DeskToday />
          ) : shown === 'phone' ? (
            <DeskPhoneOrder />
          ) : shown === 'menu' ? (
            <DeskMenu />
          ) : shown === 'content' ? (
            <DeskContent />
          ) : shown === 'staff' ? (
            <DeskStaff me={me.data} />
          ) : null}
        </>
      ) : (
        <DeskSignIn />
      )}
    </main>
  );
}
