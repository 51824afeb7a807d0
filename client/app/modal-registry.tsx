import type { ComponentType } from 'react';
import { retryableLazy } from '../components/lazy-part';
import type { ModalContentProps, ModalName } from '../components/modal/modal-store';
import type { ModalVariant } from '../components/modal/modal-frame';

interface ModalEntry {
  /** locale key of the dialog's heading (its accessible name) */
  title: string;
  variant: ModalVariant;
  // each content loads only when its modal first opens: none of it is in the first-load bundle; content
  // that does not arrive (offline) says so inside the modal and is asked for again (client/components/lazy-part.tsx)
  Content: ComponentType<ModalContentProps & Record<string, any>>;
}

export const modalRegistry: Record<ModalName, ModalEntry> = {
  auth: { title: 'modals.auth', variant: 'dialog', Content: retryableLazy(() => import('../features/auth/components/auth-modal')) },
  account: {
    title: 'modals.account',
    variant: 'dialog',
    Content: retryableLazy(() => import('../features/account/components/account-modal')),
  },
  address: {
    title: 'modals.address',
    variant: 'dialog',
    Content: retryableLazy(() => import('../features/addresses/components/address-modal')),
  },
  basket: { title: 'modals.basket', variant: 'panel', Content: retryableLazy(() => import('../features/basket/components/basket-panel')) },
  favourites: {
    title: 'modals.favourites',
    variant: 'panel',
    Content: retryableLazy(() => import('../features/favourites/components/favourites-panel')),
  },
  catalogue: {
    title: 'modals.catalogue',
    variant: 'panel',
    Content: retryableLazy(() => import('../features/catalogue/components/catalogue-panel')),
  },
  'mobile-nav': { title: 'modals.mobile_nav', variant: 'panel', Content: retryableLazy(() => import('./shell/mobile-nav')) },
  chat: { title: 'modals.chat', variant: 'dialog', Content: retryableLazy(() => import('../features/chat/components/chat-modal')) },
};
