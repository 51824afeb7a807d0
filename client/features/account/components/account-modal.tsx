import { useState } from 'react';
import { LocalizedLink } from '../../../components/link';
import { useModals } from '../../../components/modal/modal-store';
import { useT } from '../../../i18n';
import { useUser } from '../../../session/use-user';
import { useSignOut } from '../hooks/use-sign-out';
import { MyData } from './my-data';

type View = 'menu' | 'data' | 'confirm';

/** The profile modal (spec §4): menu → my data, or → logout confirmation (yes signs out, no goes back). */
export default function AccountModal({ close }: { close(): void }) {
  const t = useT();
  const { user } = useUser();
  const { open } = useModals();
  const signOut = useSignOut();
  const [view, setView] = useState<View>('menu');
  const [leaving, setLeaving] = useState(false);

  const back = (
    <button type="button" className="form-button form-button--link" onClick={() => setView('menu')}>
      {t('account.back')}
    </button>
  );

  if (view === 'data' && user) {
    return (
      <div className="account">
        {back}
        <h3 className="account__heading">{t('account.my_data')}</h3>
        <MyData user={user} />
      </div>
    );
  }

  if (view === 'confirm') {
    const yes = async () => {
      setLeaving(true);
      if (await signOut()) close();
      else setLeaving(false);
    };
    return (
      <div className="account account--confirm">
        <p id="logout-question">{t('are_you_really_want_to_logout')}</p>
        <div className="form-actions" role="group" aria-labelledby="logout-question">
          <button type="button" className="form-button form-button--danger" onClick={yes} disabled={leaving}>
            {t('account.yes')}
          </button>
          <button type="button" className="form-button" onClick={() => setView('menu')} disabled={leaving}>
            {t('account.no')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <nav className="account" aria-label={t('modals.account')}>
      {user ? (
        <p className="account__who">
          {`${user.name} ${user.surname}`.trim()} · +993{user.username}
        </p>
      ) : null}
      <ul className="account__menu">
        <li>
          <button type="button" onClick={() => setView('data')}>
            {t('account.my_data')}
          </button>
        </li>
        <li>
          <button type="button" onClick={() => open('address')}>
            {t('account.my_addresses')}
          </button>
        </li>
        <li>
          <LocalizedLink to="/orders" onClick={close}>
            {t('account.my_orders')}
          </LocalizedLink>
        </li>
        <li>
          <button type="button" onClick={() => setView('confirm')}>
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
