import type { ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router';
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
