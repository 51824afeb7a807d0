import '../../features/desk-orders/desk.css';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app-context';
import { Head } from '../../components/head';
import { useT } from '../../i18n';
import { errorText } from '../../session/error-text';
import { deskMeQuery, useDeskLogout } from '../../features/desk-auth/api/desk-session';
import { DeskSignIn } from '../../features/desk-auth/components/desk-sign-in';
import { DeskOrders } from '../../features/desk-orders/components/desk-orders';

/**
 * /desk: the restaurant's own screen. Rendered in the browser only (the staff cookie is not the
 * shopper's session the server render uses): sign-in, or the live board.
 */
export function DeskLayout() {
  const t = useT();
  const me = useQuery(deskMeQuery(useApi()));
  const logout = useDeskLogout();
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
          <DeskOrders />
        </>
      ) : (
        <DeskSignIn />
      )}
    </main>
  );
}
