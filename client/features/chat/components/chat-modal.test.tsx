// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithShell } from '../../../../tests/helpers/harness';
import ChatModal from './chat-modal';

afterEach(cleanup);

describe('ChatModal', () => {
  it('lists the configured channels: a call link, messengers, email', () => {
    renderWithShell(<ChatModal close={vi.fn()} />, { url: '/ru' });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['tel:+99312000000', 'https://t.me/ashana', 'mailto:info@ashana.tm']);
    expect(screen.getByRole('link', { name: /Позвонить/ }).textContent).toContain('+99312000000');
    // messengers open in a new tab without handing over window.opener
    const telegram = screen.getByRole('link', { name: /Telegram/ });
    expect(telegram.getAttribute('target')).toBe('_blank');
    expect(telegram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /Позвонить/ }).getAttribute('target')).toBeNull();
  });
});
