import type { DeskCategory } from '../../../../shared/menu/desk';
import { useT } from '../../../i18n';

/** What the menu editor has open: a category's form, a new dish's in a category, or a dish's. */
export type Editing = { kind: 'category'; id?: number } | { kind: 'dish'; id?: number; categoryId: number } | null;

/** The languages a category's or a dish's texts still lack, flagged beside it. */
export function Missing({ languages }: { languages: DeskCategory['missing'] }) {
  const t = useT();
  if (!languages.length) return null;
  return (
    <span className="desk-menu-missing">
      {t('desk_menu.missing', { languages: languages.map((l) => t(`desk_menu.languages.${l}`)).join(', ') })}
    </span>
  );
}

interface ItemActionsProps {
  name: string;
  first: boolean;
  last: boolean;
  archived: boolean;
  onEdit: () => void;
  move: (direction: 'up' | 'down') => void;
  archive: () => void;
  busy: { move: boolean; change: boolean };
}

/** Edit, move up, move down and archive (or restore) of a category or a dish, each naming it for a screen reader. */
export function ItemActions({ name, first, last, archived, onEdit, move, archive, busy }: ItemActionsProps) {
  const t = useT();
  return (
    <>
      <button type="button" className="desk-link" onClick={onEdit}>
        {t('desk_menu.edit_who', { name })}
      </button>
      <button type="button" className="desk-link" disabled={first || busy.move} onClick={() => move('up')}>
        {t('desk_menu.move_up_who', { name })}
      </button>
      <button type="button" className="desk-link" disabled={last || busy.move} onClick={() => move('down')}>
        {t('desk_menu.move_down_who', { name })}
      </button>
      <button type="button" className="desk-link" disabled={busy.change} onClick={archive}>
        {t(archived ? 'desk_menu.restore_who' : 'desk_menu.archive_who', { name })}
      </button>
    </>
  );
}
