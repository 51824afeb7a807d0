import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/** A query's data, for a component that reads nothing else of it (its status, errors or refetch). */
function useLiveQueryData<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): T | undefined {
  return useQuery(options).data;
}

/**
 * The server render reads it from the query cache the page's loaders filled: what useQuery answers
 * there (the server never fetches in a component, `enabled` or not), and what the browser hydrates
 * with, as only a query's successful data is dehydrated. The shell's pages, categories (header and
 * footer) and shop status made a query observer each on every page (issue 13, render cost).
 */
function useRenderedQueryData<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): T | undefined {
  const data = useQueryClient().getQueryData<T>(options.queryKey);
  return data === undefined || !options.select ? data : options.select(data);
}

export const useQueryData = import.meta.env.SSR ? useRenderedQueryData : useLiveQueryData;
