import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { useT } from '../../../i18n';

type Direction = 'up' | 'down';

/**
 * Keeps the keyboard on a row that moved: React may re-insert the focused button's row (which drops
 * focus), and a row at the top or bottom has its button switched off, so after every new order the
 * moved row's button (or its other one) takes focus again, until the user focuses something else.
 */
export function useMoveFocus(order: readonly number[]) {
  const list = useRef<HTMLOListElement>(null);
  const target = useRef<{ row: number; direction: Direction } | null>(null);
  const signature = order.join(',');
  useLayoutEffect(() => {
    const wanted = target.current;
    if (!wanted || !list.current) return;
    const button = (direction: Direction) => list.current!.querySelector<HTMLButtonElement>(`[data-move="${wanted.row}:${direction}"]`);
    const next = [button(wanted.direction), button(wanted.direction === 'up' ? 'down' : 'up')].find((b) => b && !b.disabled);
    if (next && document.activeElement !== next) next.focus();
  }, [signature]);
  return {
    list,
    moved: (row: number, direction: Direction) => {
      target.current = { row, direction };
    },
    listProps: {
      onFocus: (e: FocusEvent) => {
        const t = target.current;
        if (t && !(e.target as HTMLElement).dataset.move?.startsWith(`${t.row}:`)) target.current = null;
      },
      // a removed node's blur has no relatedTarget: only a real move elsewhere lets go
      onBlur: (e: FocusEvent) => {
        if (e.relatedTarget && !list.current?.contains(e.relatedTarget as Node)) target.current = null;
      },
    },
  };
}

interface Props {
  row: number;
  /** the row's name in the page's language: the buttons say what they move */
  name: string;
  index: number;
  count: number;
  onMove(row: number, direction: Direction): void;
}

/** Move up / move down for one row of an ordered list (real buttons, named after the row). */
export function MoveButtons({ row, name, index, count, onMove }: Props) {
  const t = useT();
  if (count < 2) return null;
  return (
    <span className="desk-choices__move">
      <button type="button" className="desk-link" data-move={`${row}:up`} disabled={index === 0} onClick={() => onMove(row, 'up')}>
        {t('desk_choices.move_up', { name })}
      </button>
      <button
        type="button"
        className="desk-link"
        data-move={`${row}:down`}
        disabled={index === count - 1}
        onClick={() => onMove(row, 'down')}
      >
        {t('desk_choices.move_down', { name })}
      </button>
    </span>
  );
}
