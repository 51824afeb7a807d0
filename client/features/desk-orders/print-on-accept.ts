import { createLocalStore } from '../../browser/local-store';

/**
 * Whether this device opens the kitchen ticket's print view after an accept (localStorage
 * `desk.printOnAccept`: true or false; off until staff turn it on at this desk).
 */
export const printOnAcceptStore = createLocalStore<boolean>('desk.printOnAccept', (raw) => raw === true, false);
