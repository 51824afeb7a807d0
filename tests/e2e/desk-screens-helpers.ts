// What the desk's screen specs (desk-screens.spec.ts, desk-screens-board.spec.ts) share: a server of their
// own, open round the clock, and the desk's section navigation.
import type { Page } from '@playwright/test';
import { dictionary } from './a11y-helpers';
import { startServer } from './server';

/** Open round the clock: "as soon as possible" is allowed whenever the tests run. */
export const startRoundTheClock = () => startServer({ SHOP_OPENS: '00:00', SHOP_CLOSES: '00:00' });

export const sections = (desk: Page, t = dictionary('en')) => desk.getByRole('navigation', { name: t('desk.nav.label') });
export const open = (desk: Page, id: string, t = dictionary('en')) =>
  sections(desk, t)
    .getByRole('button', { name: t(`desk.nav.${id}`) })
    .click();
