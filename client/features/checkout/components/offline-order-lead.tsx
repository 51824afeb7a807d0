import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizePath, splitLocale } from '../../../../shared/locale';
import { useLocale } from '../../../i18n';
import { pendingOrderStore } from '../offline-order';
import { takeKeptHere } from '../kept-here';

/**
 * On every page of the shop: once the order this tab kept offline is placed (sent from here or from
 * another tab), the shopper is taken to its confirmation — the checkout for a guest, the order's page
 * for a customer. A link tapped while offline is still loading then, and would otherwise land the
 * shopper on its page with the basket emptied and no word of the order; this newer navigation
 * supersedes it. Read on the store's change itself, before any render: the checkout forgets the entry
 * as soon as it has shown it.
 */
export function OfflineOrderLead() {
  const navigate = useNavigate();
  const locale = useLocale();
  const { pathname } = useLocation();
  const onCheckout = useRef(false);
  useEffect(() => {
    onCheckout.current = splitLocale(pathname).path === '/checkout';
  }, [pathname]);

  useEffect(() => {
    const lead = () => {
      const pending = pendingOrderStore.get();
      if (!pending?.placed || !takeKeptHere(pending.key)) return;
      const to = pending.customer ? `/orders/${pending.placed.id}` : '/checkout';
      void navigate(localizePath(to, locale), { replace: onCheckout.current });
    };
    lead(); // placed while this page was loading
    return pendingOrderStore.subscribe(lead);
  }, [navigate, locale]);
  return null;
}
