import { SHOP_TIME_ZONE } from '../../../../shared/hours';

/** An instant as the restaurant's clock shows it (Ashgabat), e.g. "19:40". */
export const shopTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** Date and time in Ashgabat, e.g. "25.11 19:40". */
export const shopDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
