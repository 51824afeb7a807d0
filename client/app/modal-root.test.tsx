// @vitest-environment jsdom
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nProvider } from '../i18n';
import en from '../../locales/en.json';
import { ModalProvider, useModals, createModalStore, type ModalStore } from '../components/modal/modal-store';
import { ModalRoot } from './modal-root';
import type { ModalContentProps } from '../components/modal/modal-store';

// Stand-in contents: the real ones belong to their features; the manager is what is under test here.
vi.mock('./modal-registry', () => {
  function Basket({ close }: ModalContentProps) {
    const { open } = useModals();
    return (
      <>
        <button type="button" onClick={() => open('chat')}>
          Contact
        </button>
        <button type="button" onClick={close}>
          Done
        </button>
      </>
    );
  }
  const Chat = ({ topic }: ModalContentProps & { topic?: string }) => <p>Chat about {topic ?? 'anything'}</p>;
  return {
    modalRegistry: {
      basket: { title: 'modals.basket', variant: 'panel', Content: lazy(async () => ({ default: Basket })) },
      chat: { title: 'modals.chat', variant: 'dialog', Content: lazy(async () => ({ default: Chat })) },
    },
  };
});

function Page() {
  const { open, current } = useModals();
  return (
    <main>
      <p>current: {current ?? 'none'}</p>
      <button type="button" onClick={() => open('basket')}>
        Open basket
      </button>
    </main>
  );
}

let store: ModalStore;

function renderShell() {
  store = createModalStore();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ModalProvider store={store}>
            <Page />
            <ModalRoot />
          </ModalProvider>
        ),
      },
    ],
    { initialEntries: ['/products?category=1'] },
  );
  render(
    <I18nProvider locale="en" dict={en}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

async function openBasket() {
  await userEvent.click(screen.getByRole('button', { name: 'Open basket' }));
  return screen.findByRole('button', { name: 'Done' });
}

beforeEach(() => {
  document.body.removeAttribute('style');
});
afterEach(cleanup);

describe('modal manager', () => {
  it('opens a labelled modal dialog with a close button, loading its content on demand', async () => {
    renderShell();
    expect(screen.queryByRole('dialog')).toBeNull();
    await openBasket();
    const dialog = screen.getByRole('dialog', { name: 'Basket' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(dialog.contains(close)).toBe(true);
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps one modal at a time: opening another closes the first', async () => {
    renderShell();
    await openBasket();
    await userEvent.click(screen.getByRole('button', { name: 'Contact' }));
    await screen.findByText('Chat about anything');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const dialog = screen.getByRole('dialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Contact us');

    act(() => store.open('basket'));
    await screen.findByRole('button', { name: 'Done' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText('Chat about anything')).toBeNull();
  });

  it('passes props to the content', async () => {
    renderShell();
    act(() => store.open('chat', { topic: 'plov' }));
    expect((await screen.findByRole('dialog', { name: 'Contact us' })).textContent).toContain('Chat about plov');
  });

  it('closes on Escape and on a backdrop click', async () => {
    renderShell();
    await openBasket();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get()).toBeNull();

    await openBasket();
    await userEvent.click(document.querySelector('.modal__backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps Tab and Shift+Tab inside and returns focus to the opener', async () => {
    renderShell();
    const opener = screen.getByRole('button', { name: 'Open basket' });
    await openBasket();
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);

    const close = screen.getByRole('button', { name: 'Close' });
    const contact = screen.getByRole('button', { name: 'Contact' });
    const done = screen.getByRole('button', { name: 'Done' });
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(contact);
    await userEvent.tab();
    expect(document.activeElement).toBe(done);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(done);

    // focus pushed outside by a script comes back in
    act(() => opener.focus());
    expect(dialog.contains(document.activeElement)).toBe(true);

    await userEvent.click(done);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to the original opener after one modal replaced another', async () => {
    renderShell();
    const opener = screen.getByRole('button', { name: 'Open basket' });
    await openBasket();
    await userEvent.click(screen.getByRole('button', { name: 'Contact' }));
    await screen.findByText('Chat about anything');
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(opener);
  });

  it('closes on every route change, but not when only product_id changes', async () => {
    const router = renderShell();
    await openBasket();
    await act(() => router.navigate('/products?category=1&product_id=7'));
    expect(screen.getByRole('dialog', { name: 'Basket' }).contains(screen.getByRole('button', { name: 'Done' }))).toBe(true);
    await act(() => router.navigate('/products?category=2&product_id=7'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await openBasket();
    await act(() => router.navigate('/catalogue'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks the page scroll while open, compensating the scrollbar, and restores it', async () => {
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: window.innerWidth - 15 });
    try {
      document.body.style.overflow = 'auto';
      renderShell();
      await openBasket();
      expect(document.body.style.overflow).toBe('hidden');
      expect(document.body.style.paddingRight).toBe('15px');
      await userEvent.keyboard('{Escape}');
      expect(document.body.style.overflow).toBe('auto');
      expect(document.body.style.paddingRight).toBe('');
    } finally {
      delete (document.documentElement as { clientWidth?: number }).clientWidth;
    }
  });
});
