import { useT } from '../../../i18n';

/** Each language's own name, for the three-languages fields. */
export function useLanguageNames() {
  const t = useT();
  return { tm: t('desk_menu.languages.tm'), ru: t('desk_menu.languages.ru'), en: t('desk_menu.languages.en') };
}
