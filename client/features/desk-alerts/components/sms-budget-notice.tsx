import { useQuery } from '@tanstack/react-query';
import { clockOf, shownTime } from '../../../../shared/hours';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { deskSmsBudgetQuery } from '../api/sms-budget';

/**
 * Tells staff when the shop's hourly SMS budget is used up: shoppers and staff get no sign-in code
 * until the hour ends, and the owner may raise SMS_HOURLY_BUDGET. Nothing shows otherwise.
 */
export function SmsBudgetNotice() {
  const t = useT();
  const { data } = useQuery(deskSmsBudgetQuery(useApi()));
  if (!data?.reached) return null;
  const time = data.resets_at ? shownTime(data.resets_at, clockOf) : '';
  return (
    <p role="alert" className="desk-error">
      {t('desk.sms_budget.reached', { budget: data.budget, time })}
    </p>
  );
}
