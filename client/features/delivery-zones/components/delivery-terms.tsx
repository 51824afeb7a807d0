import { forwardRef } from 'react';
import { formatMoney } from '../../../../shared/money';
import { useT } from '../../../i18n';
import type { DeliveryQuote } from '../delivery-quote';

/**
 * The delivery terms under the totals: outside every zone, a refusal; below the zone's minimum,
 * what is missing; otherwise the minimum (if any) and the estimate. The refusals are an alert, so
 * a screen reader hears them when a new point or a smaller basket brings them up.
 */
export const DeliveryTerms = forwardRef<HTMLDivElement, { quote: DeliveryQuote }>(function DeliveryTerms({ quote }, ref) {
  const t = useT();
  const tmt = (minor: number) => `${formatMoney(minor)} ${t('tmt')}`;
  if (quote.kind === 'pending') return null;
  return (
    <div className="delivery-terms" ref={ref} tabIndex={-1}>
      <div role="alert">
        {quote.kind === 'outside' ? (
          <p className="delivery-terms__refusal">{t('zones.outside')}</p>
        ) : quote.missing > 0 ? (
          <p className="delivery-terms__refusal">{t('zones.missing', { minimum: tmt(quote.minimum), missing: tmt(quote.missing) })}</p>
        ) : null}
      </div>
      {quote.kind === 'zone' ? (
        <ul className="delivery-terms__facts">
          {quote.minimum > 0 && quote.missing === 0 ? <li>{t('zones.minimum', { minimum: tmt(quote.minimum) })}</li> : null}
          <li>{t('zones.estimate', { minutes: quote.estimate })}</li>
          {quote.busy > 0 ? <li>{t('zones.busy', { minutes: quote.busy })}</li> : null}
          {quote.located ? null : <li>{t('zones.no_point')}</li>}
        </ul>
      ) : null}
    </div>
  );
});
