// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '../../i18n';
import en from '../../../locales/en.json';
import { ModalFrame } from './modal-frame';

// A page panel with the product modal stacked over it, the way the product modal reuses the frame.
function Stacked() {
  const [panel, setPanel] = useState(false);
  const [product, setProduct] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setPanel(true)}>
        Show panel
      </button>
      {panel && (
        <ModalFrame title="Basket" variant="panel" onClose={() => setPanel(false)}>
          <button type="button" onClick={() => setProduct(true)}>
            Plov
          </button>
        </ModalFrame>
      )}
      {product && (
        <ModalFrame title="Plov" onClose={() => setProduct(false)}>
          <button type="button">Add</button>
        </ModalFrame>
      )}
    </>
  );
}

afterEach(cleanup);

describe('ModalFrame stacked', () => {
  it('lets only the top frame answer Escape and Tab, and unlocks the page after the last one', async () => {
    render(
      <I18nProvider locale="en" dict={en}>
        <Stacked />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show panel' }));
    const plov = screen.getByRole('button', { name: 'Plov' });
    await userEvent.click(plov);
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    expect(document.body.style.overflow).toBe('hidden');

    const top = screen.getByRole('dialog', { name: 'Plov' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(top.contains(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog').contains(plov)).toBe(true); // the panel, not the product, is left
    expect(document.activeElement).toBe(plov);
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show panel' }));
  });
});
