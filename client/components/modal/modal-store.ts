import { createContext, createElement, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';

// The one-modal set of the spec ("Modals"). The product modal and the promo pop-up are separate panels.
export type ModalName = 'auth' | 'account' | 'basket' | 'favourites' | 'catalogue' | 'mobile-nav' | 'chat' | 'address';
export type ModalProps = Record<string, unknown>;

/** What the modal root hands every modal's content. */
export interface ModalContentProps {
  close(): void;
}

export interface OpenModal {
  name: ModalName;
  props: ModalProps;
  /** changes on every open, so reopening the same modal starts it fresh */
  key: number;
}

export interface ModalStore {
  get(): OpenModal | null;
  subscribe(listener: () => void): () => void;
  /** opens `name` and closes whatever was open: one modal at a time */
  open(name: ModalName, props?: ModalProps): void;
  close(): void;
}

export function createModalStore(): ModalStore {
  let current: OpenModal | null = null;
  let seq = 0;
  const listeners = new Set<() => void>();
  const set = (next: OpenModal | null) => {
    current = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: (name, props = {}) => set({ name, props, key: ++seq }),
    close: () => {
      if (current) set(null);
    },
  };
}

// One store per rendered tree (not per module): a server render never shares it between requests.
const ModalContext = createContext<ModalStore | null>(null);

export function ModalProvider({ children, store }: { children: ReactNode; store?: ModalStore }) {
  const [own] = useState(createModalStore);
  return createElement(ModalContext.Provider, { value: store ?? own }, children);
}

export function useModalStore(): ModalStore {
  const store = useContext(ModalContext);
  if (!store) throw new Error('useModals outside <ModalProvider> (the Shell provides it)');
  return store;
}

const closedOnServer = () => null;

export function useOpenModal(): OpenModal | null {
  const store = useModalStore();
  return useSyncExternalStore(store.subscribe, store.get, closedOnServer);
}

/** `{ current, props, open, close }`: `current` is the open modal's name or null. */
export function useModals() {
  const store = useModalStore();
  const modal = useOpenModal();
  return { current: modal?.name ?? null, props: modal?.props ?? {}, open: store.open, close: store.close };
}
