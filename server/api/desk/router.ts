import { Router, type Request } from 'express';
import type { BackendDeps } from '../deps';
import type { AuditActor } from '../audit/service';
import { auditPage } from '../audit/service';
import { createAuthService, deskSessionLookup, type Caller } from '../auth/service';
import { listMeta, sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { pathId } from '../ids';
import { requireIdempotencyKey } from '../orders/idempotency';
import { identifyStaff, refuseCook, requireOwner, requireStaff } from '../auth/staff-guard';
import { deskSessionRole } from '../auth/desk-sessions';
import { limits, usage } from '../auth/rate-limit';
import { daySummary, ordersCsv } from './report';
import { shopDate } from '../../../shared/hours';
import {
  AcceptBody,
  AuditQuery,
  DayQuery,
  FinishedQuery,
  LoginBody,
  PhoneOrderBody,
  RangeQuery,
  RejectBody,
  SearchQuery,
  StaffBody,
  StatusBody,
  VerifyBody,
} from './schemas';
import { createDeskOrders } from './service';
import { eventStream, everyOrder } from '../../events/sse';
import { boardOrders, deskCards, sessionStands } from '../../events/desk-cards';
import { addStaff, listStaff, removeStaff, staffMember } from './staff';
import { createDeskRulesRouter } from '../rules/router';
import { createDeskEstimatesRouter } from '../estimates/router';
import { createDeskZonesRouter } from '../zones/router';
import { createMenuRouter } from '../menu/router';
import { menuHoursRoutes } from '../menu/hours';
import { createDeskChoicesRouter } from '../choices/desk-router';
import { notOfferedDishes } from './not-offered';
import { createContentRouter } from '../menu/content-router';
import { createDeskPrintingRouter } from '../printing/desk-router';
import { createKitchenRouter } from '../kitchen/router';
import type { PhotoStore } from '../media/store';
import type { SmsBudget, StaffSignIn } from '../../../shared/api/desk';

const caller = (req: Request): Caller => ({ ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', locale: req.locale });
const actorOf = (req: Request): AuditActor => ({ kind: 'staff', userId: req.staff!.id });

/**
 * The restaurant's whole desk API at /desk (docs/desk-api.md): staff sign-in, then the staff guard once
 * for everything else — the board, the moves, staff, audit, reports, and the menu, site content, zones
 * and shop rules, whose routers live with their modules. `onContentChange` drops the content cache.
 */
export function createDeskRouter(deps: BackendDeps, photos: PhotoStore, onContentChange?: () => void): Router {
  const auth = createAuthService(deps);
  const orders = createDeskOrders(deps);
  const { db } = deps.database;
  const lookup = deskSessionLookup(deps);
  const staff = requireStaff(lookup);
  const router = Router();

  router.post('/login', validate(LoginBody), async (req, res) => {
    sendData(res, await auth.loginStaff(req.body.phone, caller(req)));
  });
  router.post('/login/verify', validate(VerifyBody), async (req, res) => {
    const { api_token, user_id } = await auth.verifyStaff(req.body.phone, req.body.otp);
    sendData(res, { api_token, user: await staffMember(db, user_id) } satisfies StaffSignIn);
  });
  // null while nobody is signed in (a shopper's session is nobody at the desk)
  router.get('/me', identifyStaff(lookup), async (req, res) => sendData(res, req.staff ? await staffMember(db, req.staff.id) : null));

  // everything below is staff only; the owner-only lines (and routers) say so
  router.use(staff);
  // the kitchen display, its live feed (the board's: server-sent events, Last-Event-ID catches up after a drop)
  // and signing out are a cook's too; nothing after them is
  router.use('/kitchen', createKitchenRouter(deps));
  // a placed or moved order's event carries the order itself for those who may read the board; a staff
  // change ends the streams whose session no longer stands as it opened
  const roleNow = (sessionId: number) => deskSessionRole(db, sessionId, deps.now());
  const attach = boardOrders(deskCards(orders.detail, deps.logger));
  router.get('/events', eventStream(deps.events, everyOrder, { attach, recheck: sessionStands(roleNow, () => deps.now().getTime()) }));
  const staffChanged = () => deps.events.publish({ type: 'staff.changed', at: deps.now().toISOString() });
  router.post('/logout', async (req, res) => {
    await auth.logout(req.staff!.sessionId);
    sendData(res, null);
  });
  router.use(refuseCook);
  router.use(
    '/menu',
    menuHoursRoutes(deps, notOfferedDishes, onContentChange),
    createMenuRouter(deps, photos, notOfferedDishes, onContentChange),
  );
  // choice groups and set meals (issue 36), under the menu's paths and guard
  router.use('/menu', createDeskChoicesRouter(deps, onContentChange));
  router.use('/content', createContentRouter(deps, onContentChange));
  router.use('/zones', createDeskZonesRouter(deps));
  router.use('/printing', createDeskPrintingRouter(deps));

  router.get('/staff', requireOwner, async (_req, res) => sendData(res, await listStaff(db)));
  router.post('/staff', requireOwner, validate(StaffBody), async (req, res) => {
    const { staff: member, changed } = await addStaff(db, req.body, actorOf(req), deps.now());
    if (changed) await staffChanged();
    res.status(changed ? 201 : 200).json({ success: true, data: member });
  });
  router.delete('/staff/:id', requireOwner, async (req, res) => {
    await removeStaff(db, pathId(req.params.id, 'staff_not_found'), actorOf(req), deps.now());
    await staffChanged();
    sendData(res, await listStaff(db));
  });
  router.get('/audit', requireOwner, validate(AuditQuery, 'query'), async (req, res) => {
    const { entries, total } = await auditPage(db, req.query.page, req.query.limit);
    sendData(res, entries, listMeta(total, req.query.page, req.query.limit));
  });

  // staff see when the shop's SMS budget stopped sign-in codes (client/features/desk-alerts)
  router.get('/sms-budget', async (_req, res) => {
    const budget = deps.config.smsHourlyBudget;
    const { count, endsAt } = await usage(db, limits.shopHourly(budget), deps.now());
    sendData(res, {
      budget,
      sent: Math.min(count, budget),
      reached: count >= budget,
      resets_at: endsAt?.toISOString() ?? null,
    } satisfies SmsBudget);
  });
  router.get('/today', validate(DayQuery, 'query'), async (req, res) => {
    sendData(res, await daySummary(db, req.query.day ?? shopDate(deps.now().getTime()), req.locale));
  });
  router.get('/orders.csv', validate(RangeQuery, 'query'), async (req, res) => {
    const csv = await ordersCsv(db, req.query.from, req.query.to, req.locale);
    res.attachment(`orders-${req.query.from}-${req.query.to}.csv`).type('text/csv; charset=utf-8').send(`\uFEFF${csv}`);
  });

  router.get('/orders', async (req, res) => sendData(res, await orders.board(req.locale)));
  router.get('/orders/finished', validate(FinishedQuery, 'query'), async (req, res) => {
    sendData(res, await orders.finished(req.query.before, req.locale));
  });
  router.get('/orders/search', validate(SearchQuery, 'query'), async (req, res) => {
    sendData(res, await orders.search(req.query.q, req.locale));
  });
  router.post('/orders', requireIdempotencyKey, validate(PhoneOrderBody), async (req, res) => {
    const placed = await orders.placeByPhone(req.staff!.id, req.idempotencyKey!, req.body, req.locale);
    res.status(placed.replay ? 200 : 201).json({ success: true, data: placed.desk });
  });
  router.get('/orders/:id', async (req, res) => {
    sendData(res, await orders.detail(pathId(req.params.id, 'order_not_found'), req.locale));
  });
  router.post('/orders/:id/accept', validate(AcceptBody), async (req, res) => {
    sendData(res, await orders.accept(pathId(req.params.id, 'order_not_found'), req.body, actorOf(req), req.locale));
  });
  router.post('/orders/:id/reject', validate(RejectBody), async (req, res) => {
    sendData(res, await orders.reject(pathId(req.params.id, 'order_not_found'), req.body, actorOf(req), req.locale));
  });
  router.post('/orders/:id/status', validate(StatusBody), async (req, res) => {
    sendData(res, await orders.advance(pathId(req.params.id, 'order_not_found'), req.body.status, actorOf(req), req.locale));
  });
  // the stop-list, hours and pause (server/api/rules)
  router.use(createDeskRulesRouter(deps));
  // each zone's learned estimate, busy mode's minutes, the accept defaults (server/api/estimates)
  router.use(createDeskEstimatesRouter(deps));

  return router;
}
