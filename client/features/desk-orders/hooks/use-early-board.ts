import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { createLocalStore } from '../../../browser/local-store';
import { deskBoardQuery } from '../api/board';

/** This browser showed the board last time (localStorage `desk.board`): staff were signed in here. */
export const boardSeenStore = createLocalStore<boolean>('desk.board', (raw) => raw === true, false);

/**
 * On a desk that was signed in last time, the board is asked for beside /desk/me rather than after
 * it (issue 37: at 4× CPU the wait for /desk/me and the sections' first render cost a quarter
 * second before the board's request began). Signed out, the mark goes, so a signed-out desk asks nothing.
 */
export function useEarlyBoard(signedIn: boolean | undefined) {
  const client = useQueryClient();
  const api = useApi();
  useEffect(() => {
    if (signedIn === false) boardSeenStore.set(() => false);
    else if (signedIn === undefined && boardSeenStore.get()) void client.prefetchQuery(deskBoardQuery(api));
  }, [api, client, signedIn]);
}
