import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/** false on the server and while the page hydrates, true from then on: server-only notes leave on hydration. */
export const useInBrowser = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
