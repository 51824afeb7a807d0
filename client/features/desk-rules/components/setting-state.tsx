import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';

/** A desk setting's read: its refusal as an alert, "Loading" until it comes, then the form for what was saved. */
export function SettingState<T>({ setting, children }: { setting: UseQueryResult<T>; children: (saved: T) => ReactNode }) {
  const t = useT();
  if (setting.isError)
    return (
      <p role="alert" className="desk-error">
        {errorText(setting.error, t)}
      </p>
    );
  if (!setting.data) return <p>{t('desk.loading')}</p>;
  return children(setting.data);
}
