import { formatMoney } from '../../shared/money';
import { useT } from '../i18n';

/** "45.00 TMT" from minor units. */
export function Money({ minor, className }: { minor: number; className?: string }) {
  const t = useT();
  return <span className={className}>{`${formatMoney(minor)}\u00a0${t('tmt')}`}</span>;
}
