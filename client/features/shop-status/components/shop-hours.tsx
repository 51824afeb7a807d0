import { useT } from '../../../i18n';
import { useWeekWords } from '../hooks/use-week-words';

/** The contacts page's hours: the saved week, the coming closures and a pause, under a heading. */
export function ShopHours() {
  const t = useT();
  const words = useWeekWords();
  if (!words) return null;
  return (
    <section className="shop-hours" aria-labelledby="shop-hours-title">
      <h2 id="shop-hours-title">{t('shop_hours.title')}</h2>
      <p>{words.week}</p>
      {words.closures ? <p>{words.closures}</p> : null}
      {words.pause ? <p>{words.pause}</p> : null}
    </section>
  );
}
