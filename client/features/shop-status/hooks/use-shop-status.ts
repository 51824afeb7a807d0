import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useApi } from '../../../app-context';
import { shopStatusQuery } from '../api/shop-status';
import { useInBrowser } from '../../../browser/use-in-browser';
import { useQueryData } from '../../../session/query-data';

/**
 * The shop's status once the browser has read it (undefined during the server render and before).
 * Read once the page has hydrated, in the render that follows it: not among the hydration's own
 * effects, one long task on a slow phone already.
 */
export const useShopStatus = () => useQueryData({ ...shopStatusQuery(useApi()), enabled: useInBrowser() });

const SoldOutContext = createContext<ReadonlySet<number> | null>(null);
const NONE: ReadonlySet<number> = new Set();

/**
 * The dishes on the stop-list now, read once per page for every card and basket line (a status
 * query per card cost a menu page's render a query observer per dish).
 */
export function SoldOutProvider({ children }: { children: ReactNode }) {
  const soldOut = useShopStatus()?.sold_out;
  // an empty stop-list (most of the time) keeps the value the page hydrated with: the status arriving
  // re-renders no card (it is read through useSyncExternalStore, so that render would not yield)
  const value = useMemo(() => (soldOut?.length ? new Set(soldOut) : NONE), [soldOut]);
  return createElement(SoldOutContext.Provider, { value }, children);
}

/** Whether this dish is on the stop-list now; false until the status is known (the server refuses it anyway). */
export function useSoldOut(productId: number): boolean {
  const soldOut = useContext(SoldOutContext);
  if (!soldOut) throw new Error('useSoldOut outside SoldOutProvider');
  return soldOut.has(productId);
}

/** Every dish on the stop-list now (the checkout marks its lines and holds the order back while any is in it). */
export function useSoldOutDishes(): ReadonlySet<number> {
  const soldOut = useContext(SoldOutContext);
  if (!soldOut) throw new Error('useSoldOutDishes outside SoldOutProvider');
  return soldOut;
}
