import { useRef, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n';

export type SignTab = 'register' | 'login';
const TABS: SignTab[] = ['register', 'login'];

export const tabId = (tab: SignTab) => `auth-tab-${tab}`;
export const panelId = (tab: SignTab) => `auth-panel-${tab}`;

/** A real tablist: arrow keys move between the two tabs, only the selected one is in the tab order. */
export function SignTabs({ tab, onSelect }: { tab: SignTab; onSelect(tab: SignTab): void }) {
  const t = useT();
  const refs = useRef<Record<SignTab, HTMLButtonElement | null>>({ register: null, login: null });

  const onKeyDown = (e: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    e.preventDefault();
    const next = e.key === 'Home' ? TABS[0] : e.key === 'End' ? TABS[1] : TABS[(TABS.indexOf(tab) + 1) % 2];
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="auth-tabs" role="tablist" aria-label={t('auth.title')} onKeyDown={onKeyDown}>
      {TABS.map((name) => (
        <button
          key={name}
          ref={(el) => void (refs.current[name] = el)}
          type="button"
          role="tab"
          id={tabId(name)}
          aria-selected={tab === name}
          aria-controls={panelId(name)}
          tabIndex={tab === name ? 0 : -1}
          onClick={() => onSelect(name)}
        >
          {t(`auth.${name}`)}
        </button>
      ))}
    </div>
  );
}
