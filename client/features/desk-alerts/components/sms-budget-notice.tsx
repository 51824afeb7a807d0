import { useQuery } from '@tanstack/react-query';
import { SHOP_TIME_ZONE } from '../../../../shared/hours';
import { useApi } from '../../../app-context';
import { useLocale, useT } from '../../../i18n';
import { deskSmsBudgetQuery } from '../api/sms-budget';

/**
 * Tells staff when the shop's hourly SMS budget is used up: shoppers and staff get no sign-in code
 * until the hour ends, and the owner may raise SMS_HOURLY_BUDGET. Nothing shows otherwise.
 */
export function SmsBudgetNotice() {
  const t = useT();
  const locale = useLocale();
  const { data } = useQuery(deskSmsBudgetQuery(useApi()));
  if (!data?.reached) return null;
  const time = data.resets_at
    ? new Intl.DateTimeFormat(locale === 'tm' ? 'tk' : locale, {
        timeZone: SHOP_TIME_ZONE,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(data.resets_at))
    : '';
  return (
    <p role="alert" className="desk-error">
      {t('desk.sms_budget.reached', { budget: data.budget, time })}
    </p>
  );
}
