import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { PopupSlider } from '../../../../shared/api/types';

/** The active promo (image and link per locale), or null when there is none. Not language-specific. */
export const popupQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['pupup-slider'],
    queryFn: () => api.get<PopupSlider | null>('/pupup-slider'),
  });
