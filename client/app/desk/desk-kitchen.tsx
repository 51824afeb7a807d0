import { localizePath, splitLocale } from '../../../shared/locale';
import type { StaffRole } from '../../../shared/desk';
import { useLocale, useT } from '../../i18n';
import { LazyPart, retryableLazy } from '../../components/lazy-part';
import { DeskTitle } from '../../features/desk-orders/components/desk-title';

// its own chunk: the counter's desk never loads the kitchen's screen, nor the kitchen the board's parts it does not show
const KitchenScreen = retryableLazy(() => import('../../features/desk-kitchen/components/kitchen-screen'), { words: false });

export const KITCHEN_PATH = '/desk/kitchen';

/** /desk/kitchen (/en/desk/kitchen, …): the kitchen display, where the desk's own page says so. */
export const onKitchenPath = () => splitLocale(window.location.pathname).path.replace(/\/$/, '') === KITCHEN_PATH;

/** Whether this staff member gets the kitchen display: on its address, and always for a cook (who may see nothing else). */
export const showsKitchen = (role: StaffRole) => role === 'cook' || onKitchenPath();

/** The desk's nav link to the kitchen display (a real link: a tablet keeps it as its start page). */
export function KitchenLink() {
  const t = useT();
  return (
    <a className="desk-link" href={localizePath(KITCHEN_PATH, useLocale())}>
      {t('desk_kitchen.open')}
    </a>
  );
}

/** The kitchen display under the desk's header: a way back to the desk for those who may use it. */
export function DeskKitchen({ role }: { role: StaffRole }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <DeskTitle title={t('desk_kitchen.title')} />
      {role === 'cook' ? null : (
        <nav className="desk-nav desk-no-print" aria-label={t('desk.nav.label')}>
          <a className="desk-link" href={localizePath('/desk', locale)}>
            {t('desk_kitchen.back')}
          </a>
        </nav>
      )}
      <main id="main" className="desk">
        <LazyPart loading={<p>{t('desk_kitchen.loading')}</p>}>
          <KitchenScreen />
        </LazyPart>
      </main>
    </>
  );
}
