import type { ReactNode } from 'react';
import { Link, Route, Routes, useSearchParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';

// The same-stack floor (issue 13): an almost empty shop page on React 19, react-router 7, TanStack
// Query and Express 5, streamed. `npm run bench` builds and measures it beside the shop.

export interface Dish {
  id: number;
  name: string;
  price: string;
}

export const dishesQuery = {
  queryKey: ['dishes'],
  queryFn: async (): Promise<Dish[]> => (await fetch('/api/dishes')).json(),
};

export const DISHES: Dish[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Dish ${i + 1}`, price: `${45 + i}.00 TMT` }));

function Dishes() {
  const { data } = useSuspenseQuery(dishesQuery);
  return (
    <ul>
      {data.map((dish) => (
        <li key={dish.id}>
          <article aria-label={dish.name}>
            <h2>{dish.name}</h2>
            <p>{dish.price}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/menu?cards=N`: N dish cards with the shop's card markup (a link round the photo and name, a
 * favourite toggle, amount and price, an "add" button) in Russian like the shop's "/" (a load generator
 * decodes Cyrillic far slower than ASCII, so the language must match too), so the floor's render ratio
 * can be compared with the shop's home at the same number of cards and at the same size (`npm run bench`).
 */
export const MAX_CARDS = 2000;
export const cardsFrom = (params: URLSearchParams) => Math.min(MAX_CARDS, Math.max(0, Math.trunc(Number(params.get('cards'))) || 0));

export const menuQuery = (cards: number) => ({
  queryKey: ['menu', cards],
  queryFn: async (): Promise<Dish[]> => (await fetch(`/api/menu?cards=${cards}`)).json(),
});

export const menuDishes = (cards: number): Dish[] =>
  Array.from({ length: cards }, (_, i) => ({ id: i + 1, name: `Блюдо ${i + 1}`, price: `${45 + (i % 50)}.00 TMT` }));

function Menu() {
  const [search] = useSearchParams();
  const { data } = useSuspenseQuery(menuQuery(cardsFrom(search)));
  return (
    // a section heading above the cards' h3s, as the shop's category sections have (heading order)
    <>
      <h2>Горячие блюда</h2>
      <ul>
        {data.map((dish) => (
          <li key={dish.id}>
            <article className="product-card" aria-label={dish.name}>
              <Link className="product-card__link" to={`/menu?product_id=${dish.id}`}>
                <img src="/dish.svg" alt="" width={320} height={240} loading="lazy" decoding="async" className="product-card__image" />
                <h3 className="product-card__name">{dish.name}</h3>
              </Link>
              <div className="product-card__favourite">
                <button type="button" className="favourite-toggle" aria-pressed="false" aria-label={`В избранное: ${dish.name}`}>
                  <svg className="icon" width="20" height="20" fill="none" aria-hidden="true" focusable="false">
                    <use href="#i-heart" />
                  </svg>
                </button>
              </div>
              <p className="product-card__meta">
                <span className="product-card__amount">350 г</span>
                <span className="product-card__price">{dish.price}</span>
              </p>
              <button type="button" className="basket-add" aria-label={`В корзину: ${dish.name}`}>
                <svg className="icon" width="18" height="18" fill="none" aria-hidden="true" focusable="false">
                  <use href="#i-basket" />
                </svg>
                <span>В корзину</span>
              </button>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <header>
        <nav aria-label="Main">
          <Link to="/">Home</Link> <Link to="/about">About</Link>
        </nav>
      </header>
      <main>
        <h1>{title}</h1>
        {children}
      </main>
    </>
  );
}

export function App() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <Page title="Menu">
            <Dishes />
          </Page>
        }
      />
      <Route
        path="/menu"
        element={
          <Page title="Menu">
            <Menu />
          </Page>
        }
      />
      <Route path="/about" element={<Page title="About">A restaurant in Aşgabat.</Page>} />
    </Routes>
  );
}

/** The whole document, like the shop's: React renders <html>. */
export function Document({ css, children }: { css: string | undefined; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="The same-stack floor of the shop's benchmark." />
        <title>Floor</title>
        <link rel="icon" href="data:," />
        {css && <link rel="stylesheet" href={css} />}
      </head>
      <body>{children}</body>
    </html>
  );
}
