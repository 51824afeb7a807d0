import { clockOf, dayMonthOf, midnightOf, type Hours } from '../../../../shared/hours';
import { isRoundTheClock, upcomingClosures, weekRuns } from '../../../../shared/week-summary';
import { useT } from '../../../i18n';
import { useShopStatus } from './use-shop-status';

const DAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'];

export interface WeekWords {
  /** "Mon–Fri 10:00–23:00, Sat–Sun closed", "daily 10:00–23:00", "round the clock" */
  week: string;
  /** "Closed on 08.03." for the coming week's closures */
  closures: string | null;
  /** the pause's own words while one lasts */
  pause: string | null;
}

/**
 * The owner's saved week, closures and pause in the shopper's words, from the shop's status (the
 * server render has it: the root loader prefetches it); null while it is not known, so nothing ever
 * says the configured hours in place of the saved ones.
 */
export function useWeekWords(): WeekWords | null {
  const t = useT();
  const status = useShopStatus();
  if (!status) return null;
  const hoursText = (hours: Hours | null) =>
    !hours ? t('shop_hours.day_off') : isRoundTheClock(hours) ? t('shop_hours.round_the_clock') : `${hours.opens}–${hours.closes}`;
  const day = (index: number) => t(`shop_hours.days.${DAYS[index]}`);
  const runs = weekRuns(status.hours.week);
  const [only] = runs;
  const week =
    runs.length > 1
      ? runs
          .map(({ from, to, hours }) =>
            t('shop_hours.run', {
              days: from === to ? day(from) : t('shop_hours.range', { from: day(from), to: day(to) }),
              hours: hoursText(hours),
            }),
          )
          .join(', ')
      : !only.hours
        ? t('shop_hours.never_open')
        : isRoundTheClock(only.hours)
          ? t('shop_hours.round_the_clock')
          : t('shop_hours.daily', { hours: hoursText(only.hours) });
  const closures = upcomingClosures(status.hours.closures, Date.now());
  return {
    week,
    closures: closures.length ? t('shop_hours.closures', { dates: closures.map((d) => dayMonthOf(midnightOf(d))).join(', ') }) : null,
    pause: status.state === 'paused' ? t('shop_status.paused', { time: clockOf(Date.parse(status.until)) }) : null,
  };
}
