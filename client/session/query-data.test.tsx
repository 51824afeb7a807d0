import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { useQueryData } from './query-data';

const fetched: string[] = [];
const namesQuery = (locale: string) =>
  queryOptions({
    queryKey: ['names', locale],
    queryFn: async () => (fetched.push(locale), ['Plov', 'Manty']),
  });

function Names({ locale, upper = false, enabled = true }: { locale: string; upper?: boolean; enabled?: boolean }) {
  const ours = useQueryData({
    ...namesQuery(locale),
    enabled,
    ...(upper ? { select: (names: string[]) => names.map((n) => n.toUpperCase()) } : {}),
  });
  const theirs = useQuery({
    ...namesQuery(locale),
    enabled,
    ...(upper ? { select: (names: string[]) => names.map((n) => n.toUpperCase()) } : {}),
  }).data;
  return <p>{`${JSON.stringify(ours)} | ${JSON.stringify(theirs)}`}</p>;
}

const render = (client: QueryClient, element: React.ReactNode) =>
  renderToString(<QueryClientProvider client={client}>{element}</QueryClientProvider>).replace(/&quot;/g, '"');

describe("a query's data in the server render", () => {
  it('is read from the cache the loaders filled, as useQuery answers there: selected, or undefined, never fetched', () => {
    expect(import.meta.env.SSR).toBe(true); // the server's branch is the one under test
    const client = new QueryClient();
    client.setQueryData(namesQuery('ru').queryKey, ['Плов']);
    expect(render(client, <Names locale="ru" />)).toBe('<p>["Плов"] | ["Плов"]</p>');
    expect(render(client, <Names locale="ru" upper />)).toBe('<p>["ПЛОВ"] | ["ПЛОВ"]</p>');
    expect(render(client, <Names locale="ru" enabled={false} />)).toBe('<p>["Плов"] | ["Плов"]</p>');
    expect(render(client, <Names locale="en" />)).toBe('<p>undefined | undefined</p>');
    expect(fetched).toEqual([]);
  });
});
