import type { ComponentType, ReactNode } from 'react';
import type { StaffRole } from '../../../shared/desk';
import type { StaffMember } from '../../../shared/api/desk';
import { retryableLazy } from '../../components/lazy-part';
import { DeskOrders } from '../../features/desk-orders/components/desk-orders';
import { SmsBudgetNotice } from '../../features/desk-alerts/components/sms-budget-notice';

// Issue 37: only the board is in the desk's first load. Every other section is a chunk of its own, asked
// for when it first opens (the printers, kept mounted, just after the first render): the board's
// address carries the board's code and nothing of the menu's forms, the zones' or the staff's.
// tests/ssr/desk-chunks.test.ts reads the build for it.
const part = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  retryableLazy<P>(() => load().then((component) => ({ default: component })), { words: false });
const DeskToday = part(() => import('../../features/desk-today/components/desk-today').then((m) => m.DeskToday));
const DeskPhoneOrder = part(() => import('../../features/desk-phone-order/components/desk-phone-order').then((m) => m.DeskPhoneOrder));
const DeskMenu = part(() => import('../../features/desk-menu/components/desk-menu').then((m) => m.DeskMenu));
const DeskChoices = part(() => import('../../features/desk-choices/components/desk-choices').then((m) => m.DeskChoices));
const DeskContent = part(() => import('../../features/desk-content/components/desk-content').then((m) => m.DeskContent));
const DeskStopList = part(() => import('../../features/desk-rules/components/desk-stop-list').then((m) => m.DeskStopList));
const DeskHours = part(() => import('../../features/desk-rules/components/desk-hours').then((m) => m.DeskHours));
const DeskCallToConfirm = part(() => import('../../features/desk-rules/components/desk-call-to-confirm').then((m) => m.DeskCallToConfirm));
const DeskKitchenTarget = part(() => import('../../features/desk-rules/components/desk-kitchen-target').then((m) => m.DeskKitchenTarget));
const DeskStaff = part(() => import('../../features/desk-staff/components/desk-staff').then((m) => m.DeskStaff));
const DeskZones = part(() => import('../../features/desk-zones/components/desk-zones').then((m) => m.DeskZones));
const DeskFulfilment = part(() => import('../../features/desk-rules/components/desk-fulfilment').then((m) => m.DeskFulfilment));
const DeskPrinters = part(() => import('../../features/desk-printers/components/desk-printers').then((m) => m.DeskPrinters));

export interface DeskSection {
  /** its name in the section nav is desk.nav.{id} (locales/*.json) */
  id: string;
  /** who sees it; the server refuses everyone else's calls as well */
  roles: readonly StaffRole[];
  /** kept mounted (hidden) behind the other sections: the board's alarm, live feed and title keep going */
  keepMounted?: boolean;
  render(me: StaffMember): ReactNode;
}

const everyone: readonly StaffRole[] = ['owner', 'manager'];

/** The desk's sections, in the nav's order: the one list to add a section to. */
export const DESK_SECTIONS: readonly DeskSection[] = [
  {
    id: 'board',
    roles: everyone,
    keepMounted: true,
    render: () => (
      <>
        <SmsBudgetNotice />
        <DeskOrders />
      </>
    ),
  },
  { id: 'today', roles: everyone, render: () => <DeskToday /> },
  { id: 'phone', roles: everyone, render: () => <DeskPhoneOrder /> },
  // the choice groups below the dishes they go on, a chunk of their own
  {
    id: 'menu',
    roles: everyone,
    render: () => (
      <>
        <DeskMenu />
        <DeskChoices />
      </>
    ),
  },
  // site content is the owner's (the server refuses a manager as well)
  { id: 'content', roles: ['owner'], render: () => <DeskContent /> },
  // the stop-list, pause and the kitchen's target are everyone's; the hours and call to confirm, like staff, the owner's
  {
    id: 'stoplist',
    roles: everyone,
    render: () => (
      <>
        <DeskStopList />
        <DeskKitchenTarget />
      </>
    ),
  },
  {
    id: 'hours',
    roles: ['owner'],
    render: () => (
      <>
        <DeskHours />
        <DeskCallToConfirm />
        <DeskFulfilment />
      </>
    ),
  },
  { id: 'staff', roles: ['owner'], render: (me) => <DeskStaff me={me} /> },
  { id: 'zones', roles: ['owner'], render: () => <DeskZones /> },
  // kept mounted like the board: a silent printer or a failed ticket rings from any section
  { id: 'printers', roles: everyone, keepMounted: true, render: () => <DeskPrinters /> },
];

/** The sections a staff member may open. */
export const sectionsFor = (role: StaffRole) => DESK_SECTIONS.filter((s) => s.roles.includes(role));
