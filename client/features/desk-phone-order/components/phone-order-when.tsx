import { useMemo } from 'react';
import { rulesOf } from '../../../../shared/shop-week';
import { useT } from '../../../i18n';
import { deliverySlots } from '../../checkout/delivery-slots';
import { useShopStatus } from '../../shop-status/hooks/use-shop-status';

export type When = 'asap' | 'slot';

interface Props {
  when: When;
  slot: string;
  error?: string;
  now: () => Date;
  onWhen(when: When): void;
  onSlot(slot: string): void;
}

/**
 * As soon as possible, or a slot by the shop's own rules (the owner's week, closures and pause, as
 * GET /shop/status has them): the very function the server checks the order with (shared/shop-week.ts),
 * so the desk never offers a time the order is then refused for. No slots until the rules are read.
 */
export function PhoneOrderWhen({ when, slot, error, now, onWhen, onSlot }: Props) {
  const t = useT();
  const status = useShopStatus();
  const slots = useMemo(() => (when === 'slot' && status ? deliverySlots(now(), rulesOf(status)) : []), [when, status, now]);
  return (
    <fieldset>
      <legend>{t('desk.phone_order.delivery')}</legend>
      <label>
        <input type="radio" name="desk-when" checked={when === 'asap'} onChange={() => onWhen('asap')} /> {t('desk.phone_order.asap')}
      </label>
      <label>
        <input type="radio" name="desk-when" checked={when === 'slot'} onChange={() => onWhen('slot')} /> {t('desk.phone_order.at_time')}
      </label>
      {when === 'slot' ? (
        <label>
          {t('desk.phone_order.slot')}{' '}
          <select value={slot} onChange={(e) => onSlot(e.target.value)} aria-invalid={error ? true : undefined}>
            <option value="">—</option>
            {slots.map((s) => (
              <option key={s.value} value={s.value}>
                {t(`desk.phone_order.${s.day}`)} {s.time}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {error ? <p className="form-error">{error}</p> : null}
    </fieldset>
  );
}
