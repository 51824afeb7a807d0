import type { KitchenBump } from '../../../../shared/kitchen';
import { clockOf } from '../../../../shared/hours';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { useRecall } from '../api/recall';

/** The shop's last bump while it may be taken back: what moved where, and the Recall button. */
export function RecallBar({ bump, now }: { bump: KitchenBump; now: number }) {
  const t = useT();
  const recall = useRecall();
  const open = now <= Date.parse(bump.recall_until);
  return (
    <section className="kitchen-recall" aria-label={t('desk_kitchen.last_bump')}>
      <p>
        {t('desk_kitchen.bumped', {
          number: bump.number,
          status: t(`desk_kitchen.stage.${bump.to}`),
          time: clockOf(Date.parse(bump.at)),
        })}
      </p>
      <button
        type="button"
        className="kitchen-button kitchen-button-quiet"
        disabled={!open || recall.isPending}
        onClick={() => recall.mutate(bump.order_id)}
      >
        {t('desk_kitchen.recall', { number: bump.number })}
      </button>
      <span className="kitchen-recall-until">{t('desk_kitchen.recall_until', { time: clockOf(Date.parse(bump.recall_until)) })}</span>
      {recall.error ? (
        <p role="alert" className="desk-error">
          {errorText(recall.error, t)}
        </p>
      ) : null}
    </section>
  );
}
