import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { PopupSlider } from '../../../../shared/api/types';
import { readEarly, takeEarly } from '../../../browser/early-reads';

const QUERY_KEY = ['pupup-slider'] as const;
const readPopup = (api: ApiClient) => api.get<PopupSlider | null>('/pupup-slider');

/** Asks for the promo as a storefront page starts; the query's first fetch takes it (client/browser/early-reads.ts). */
export const readPopupEarly = (api: ApiClient) => readEarly(QUERY_KEY[0], () => readPopup(api));

/** The active promo (image and link per locale), or null when there is none. Not language-specific. */
export const popupQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: QUERY_KEY,
    queryFn: () => takeEarly(QUERY_KEY[0], () => readPopup(api)),
  });
