// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storefrontTree } from '../../../../tests/helpers/harness';
import { ModalProvider } from '../../../components/modal/modal-store';
import PromoPopup from './promo-popup';

const popup = (url: string) => ({ url: { tm: url, ru: url, en: url }, image: { tm: '/p.svg', ru: '/p.svg', en: '/p.svg' } });
const show = (url: string) =>
  render(
    storefrontTree(
      <ModalProvider>
        <PromoPopup popup={popup(url)} onClose={() => {}} />
      </ModalProvider>,
    ).tree,
  );

afterEach(cleanup);

describe('promo pop-up link', () => {
  it('links inside the shop with the router', async () => {
    show('/en/products?category=2');
    expect((await screen.findByRole('link')).getAttribute('href')).toBe('/en/products?category=2');
  });

  it('may link to another site', async () => {
    show('https://partner.example/offer');
    const link = await screen.findByRole('link');
    expect(link.getAttribute('href')).toBe('https://partner.example/offer');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each(['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x'])('never links to %s', async (url) => {
    show(url);
    // the picture is still there, only not a link
    expect((await screen.findByRole('img')).getAttribute('src')).toBe('/p.svg');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each(['/\\evil.example/', '/%5Cevil.example/', '/\\/evil.example/', 'http://evil.example/'])(
    'never links to another host written as %s',
    async (url) => {
      show(url);
      expect((await screen.findByRole('img')).getAttribute('src')).toBe('/p.svg');
      expect(screen.queryByRole('link')).toBeNull();
    },
  );
});
