import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet, useParams, useResolvedPath, useRoutes, type RouteObject } from 'react-router';
import { ShopStaticRouter } from './shop-router';

function Page() {
  const params = useParams();
  return <p>{`${JSON.stringify(params)} ${useResolvedPath('.').pathname} ${useResolvedPath('..').pathname}`}</p>;
}

const routes = (): RouteObject[] => [
  {
    id: 'root',
    path: '/:locale?',
    element: <Outlet />,
    children: [
      { index: true, element: <Page /> },
      { path: 'products/:id', element: <Page /> },
      { path: '*', element: <Page /> },
    ],
  },
];

function WithUseRoutes() {
  return useRoutes(routes());
}

describe('the routes on screen', () => {
  it.each(['/', '/en', '/tm/products/7', '/products/a%20b', '/products/50%25%3Foff', '/en/no/such/page'])(
    "render %s with the params and paths react-router's useRoutes gives",
    (path) => {
      const ours = renderToString(<ShopStaticRouter routes={routes()} location={path} error={null} />);
      const theirs = renderToString(
        <MemoryRouter initialEntries={[path]}>
          <WithUseRoutes />
        </MemoryRouter>,
      );
      expect(ours).toBe(theirs);
      expect(ours).toContain('<p>');
    },
  );
});
