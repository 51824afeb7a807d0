import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Category } from '../../../../shared/api/types';
import { useApi, usePublicConfig } from '../../../app-context';
import { useLocale } from '../../../i18n';
import { JsonLd } from '../../../components/seo/json-ld';
import { restaurantSchema } from '../../../components/seo/schema';
import { useShopStatus } from '../../shop-status/hooks/use-shop-status';
import { MENU_LD_MAX_ITEMS, menuLdQuery } from '../api/categories';

// the home page's main ends with this block (home.tsx)
const written = () => [...document.querySelectorAll('#main > script[type="application/ld+json"]')].at(-1)?.textContent ?? '';

/**
 * The home page's Restaurant JSON-LD with its whole menu (issue 38 item 16): every section, and their
 * dishes up to MENU_LD_MAX_ITEMS. The server writes it from the menu it read for this render only
 * (never dehydrated: docs/decisions/013-whole-menu-json-ld.md); when that read missed the render's
 * budget, from the sections the page shows. The browser has not got that menu: hydrating, it keeps the
 * script the server wrote, word for word; a home page rendered in the browser has no reader for it.
 */
export function MenuJsonLd({ shown }: { shown: Category[] }) {
  const [json] = useState(() => (import.meta.env.SSR ? null : written()));
  if (json !== null) return json ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} /> : null;
  return <ServerMenuJsonLd shown={shown} />;
}

function ServerMenuJsonLd({ shown }: { shown: Category[] }) {
  const menu = useQueryClient().getQueryData(menuLdQuery(useApi()).queryKey);
  const config = usePublicConfig();
  const locale = useLocale();
  const hours = useShopStatus()?.hours;
  const sections = menu ? menu.data.filter((c) => c.products?.length) : shown;
  const data = restaurantSchema(sections, config, locale, { brief: true, hours, maxItems: MENU_LD_MAX_ITEMS });
  return <JsonLd data={data} />;
}
