import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalContentProps, ModalName } from '../components/modal/modal-store';
import type { ModalVariant } from '../components/modal/modal-frame';

interface ModalEntry {
  /** locale key of the dialog's heading (its accessible name) */
  title: string;
  variant: ModalVariant;
  // each content loads only when its modal first opens: none of it is in the first-load bundle
  Content: LazyExoticComponent<ComponentType<ModalContentProps & Record<string, any>>>;
}

export const modalRegistry: Record<ModalName, ModalEntry> = {
  auth: { title: 'modals.auth', variant: 'dialog', Content: lazy(() => import('../features/auth/components/auth-modal')) },
  account: { title: 'modals.account', variant: 'dialog', Content: lazy(() => import('../features/account/components/account-modal')) },
  address: { title: 'modals.address', variant: 'dialog', Content: lazy(() => import('../features/addresses/components/address-modal')) },
  basket: { title: 'modals.basket', variant: 'panel', Content: lazy(() => import('../features/basket/components/basket-panel')) },
  favourites: {
    title: 'modals.favourites',
    variant: 'panel',
    Content: lazy(() => import('../features/favourites/components/favourites-panel')),
  },
  catalogue: {
    title: 'modals.catalogue',
    variant: 'panel',
    Content: lazy(() => import('../features/catalogue/components/catalogue-panel')),
  },
  'mobile-nav': { title: 'modals.mobile_nav', variant: 'panel', Content: lazy(() => import('./shell/mobile-nav')) },
  chat: { title: 'modals.chat', variant: 'dialog', Content: lazy(() => import('../features/chat/components/chat-modal')) },
};
