// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import { SmsBudgetNotice } from './sms-budget-notice';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the SMS budget notice', () => {
  it('tells staff codes are paused and when they resume (Ashgabat time)', async () => {
    scriptedFetch({
      'GET /back/api/v1/desk/sms-budget': ok({ budget: 300, sent: 300, reached: true, resets_at: '2026-11-25T10:40:00.000Z' }),
    });
    renderWithShop(<SmsBudgetNotice />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Sign-in codes are paused: the shop has sent its 300 SMS for this hour. Shoppers and staff can get a code again from 15:40; to allow more, raise SMS_HOURLY_BUDGET.',
    );
  });
});
