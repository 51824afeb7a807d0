import { memo, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { invalidFields } from '../../../../shared/schemas/fields';
import { SEARCH_LIMIT, SearchQuery } from '../../../../shared/desk-board';
import { deskSearchQuery } from '../api/search';
import { OrderCard } from './order-card';
import type { CardActions } from './board-column';

/** Find an order of any day by its number or the customer's phone (the server's rule, shared/desk-board.ts). */
export const OrderSearch = memo(function OrderSearch({ actions }: { actions: CardActions }) {
  const t = useT();
  const api = useApi();
  const ids = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const found = useQuery({ ...deskSearchQuery(api, q ?? ''), enabled: q !== null });
  const clear = () => {
    setText('');
    setQ(null);
    setInvalid(false);
  };
  return (
    <section className="desk-search desk-no-print" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('desk.search.title')}</h2>
      <form
        role="search"
        aria-labelledby={`${ids}-title`}
        onSubmit={(e) => {
          e.preventDefault();
          const bad = invalidFields({ q: text }, SearchQuery).size > 0;
          setInvalid(bad);
          setQ(bad ? null : text.trim());
        }}
      >
        <label htmlFor={`${ids}-q`}>{t('desk.search.label')}</label>
        <input
          id={`${ids}-q`}
          type="search"
          inputMode="tel"
          value={text}
          maxLength={40}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${ids}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="desk-button">
          {t('desk.search.submit')}
        </button>
        {q !== null || invalid ? (
          <button type="button" className="desk-link" onClick={clear}>
            {t('desk.search.clear')}
          </button>
        ) : null}
      </form>
      {invalid ? (
        <p id={`${ids}-error`} role="alert" className="desk-error">
          {t('desk.search.invalid')}
        </p>
      ) : null}
      {q !== null && found.isPending ? <p>{t('desk.loading')}</p> : null}
      {found.isError ? (
        <p role="alert" className="desk-error">
          {errorText(found.error, t)}
        </p>
      ) : null}
      {q !== null && found.data ? (
        <section className="desk-search-results" aria-labelledby={`${ids}-results`}>
          <h3 id={`${ids}-results`}>{t('desk.search.results', { q })}</h3>
          {found.data.orders.length === 0 ? <p>{t('desk.search.none')}</p> : null}
          {found.data.orders.map((order) => (
            <OrderCard key={order.id} order={order} showStatus {...actions} />
          ))}
          {found.data.more ? <p role="status">{t('desk.search.more', { count: SEARCH_LIMIT })}</p> : null}
        </section>
      ) : null}
    </section>
  );
});
