// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../i18n';
import en from '../../../locales/en.json';
import { ScrollToTop } from './scroll-to-top';

const scrollTo = (y: number) =>
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });

afterEach(() => {
  cleanup();
  window.scrollY = 0;
});

describe('ScrollToTop', () => {
  it('appears only after more than 100 px and scrolls back to the top', () => {
    render(
      <I18nProvider locale="en" dict={en}>
        <ScrollToTop />
      </I18nProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(100);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(101);
    const button = screen.getByRole('button', { name: 'Back to top' });
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    fireEvent.click(button);
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo(40);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});
