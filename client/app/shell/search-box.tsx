import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { localizePath } from '../../../shared/locale';
import { SearchIcon } from '../../components/ui/icons';

/** The header search: Enter or the icon goes to /products?search=…; a plain GET form without JavaScript. */
export function SearchBox() {
  const [params] = useSearchParams();
  const term = params.get('search') ?? '';
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(term);
  // a new page (back, a link, a search) shows its own term; typing is kept until then
  const [shownTerm, setShownTerm] = useState(term);
  if (shownTerm !== term) {
    setShownTerm(term);
    setValue(term);
  }
  const action = localizePath('/products', locale);

  return (
    <form
      role="search"
      className="search"
      action={action}
      method="get"
      data-tap="search"
      onSubmit={(event) => {
        event.preventDefault();
        const search = value.trim();
        navigate(search ? `${action}?${new URLSearchParams({ search })}` : action);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search')}
      </label>
      <input
        id={id}
        className="search__input"
        type="search"
        name="search"
        placeholder={t('search')}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="search__button icon-button" aria-label={t('search')}>
        <SearchIcon size={20} />
      </button>
    </form>
  );
}
