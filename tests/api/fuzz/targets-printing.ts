// Kitchen printers: the desk's queue, and the printers' own CloudPRNT calls.
import { text } from './fields';
import { REFUSED, type Target } from './target';

export const printingTargets = (): Target[] => [
  // kitchen printers: the desk's queue, and the printers' own CloudPRNT calls (a key nobody registered: 401)
  { route: 'GET /desk/printing/', auth: 'staff' },
  {
    route: 'POST /desk/printing/printers',
    auth: 'staff',
    refuses: REFUSED,
    body: { valid: { name: 'Kitchen', mac: '00:11:62:AA:BB:CC' }, broken: { name: text(60, true), mac: text(17, true) } },
  },
  { route: 'DELETE /desk/printing/printers/:id', auth: 'staff', param: '999999', refuses: REFUSED },
  { route: 'POST /desk/printing/orders/:id/reprint', auth: 'staff', param: '999999', refuses: [...REFUSED, 409] },
  // an MQTT-capable printer's start-up settings request: always the protocol's "HTTP only" 404
  { route: 'GET /cloudprnt/cloudprnt-setting.json', printer: true, query: ['mac', 'uid', 'replaced_path'], refuses: REFUSED },
  { route: 'POST /cloudprnt/:key', printer: true, param: 'k'.repeat(43), refuses: [...REFUSED, 401] },
  { route: 'GET /cloudprnt/:key', printer: true, param: 'k'.repeat(43), query: ['mac', 'type', 'token'], refuses: [...REFUSED, 401] },
  {
    route: 'DELETE /cloudprnt/:key',
    printer: true,
    param: 'k'.repeat(43),
    query: ['mac', 'token', 'code'],
    refuses: [...REFUSED, 401],
  },
];
