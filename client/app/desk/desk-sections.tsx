import type { ReactNode } from 'react';
import type { StaffRole } from '../../../shared/desk';
import type { StaffMember } from '../../../shared/api/desk';
import { DeskOrders } from '../../features/desk-orders/components/desk-orders';
import { DeskPhoneOrder } from '../../features/desk-phone-order/components/desk-phone-order';
import { DeskStaff } from '../../features/desk-staff/components/desk-staff';
import { DeskToday } from '../../features/desk-today/components/desk-today';
import { SmsBudgetNotice } from '../../features/desk-alerts/components/sms-budget-notice';
import { DeskStopList } from '../../features/desk-rules/components/desk-stop-list';
import { DeskHours } from '../../features/desk-rules/components/desk-hours';
import { DeskCallToConfirm } from '../../features/desk-rules/components/desk-call-to-confirm';
import { DeskFulfilment } from '../../features/desk-rules/components/desk-fulfilment';
import { DeskMenu } from '../../features/desk-menu/components/desk-menu';
import { DeskContent } from '../../features/desk-content/components/desk-content';
import { DeskZones } from '../../features/desk-zones/components/desk-zones';
import { DeskPrinters } from '../../features/desk-printers/components/desk-printers';

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
  { id: 'menu', roles: everyone, render: () => <DeskMenu /> },
  // site content is the owner's (the server refuses a manager as well)
  { id: 'content', roles: ['owner'], render: () => <DeskContent /> },
  // the stop-list and pause are everyone's; the hours and call to confirm, like staff, the owner's
  { id: 'stoplist', roles: everyone, render: () => <DeskStopList /> },
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
