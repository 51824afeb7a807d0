import { randomUUID } from 'node:crypto';
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { BackendDeps } from '../deps';
import { createOrderService } from './service';
import { settledOrderId } from './idempotency';
import { trackingToken } from './tracking';
import { GuestOrderBody } from './schemas';
import { isSameOrigin } from '../../http/auth';
import { checked } from '../../http/validate';
import { toAppError } from '../../http/api-errors';
import { errorMessage } from '../../http/api-messages';
import { basketCookieOptions } from '../../http/basket-form';
import { refuseForm } from '../../http/html-refusal';
import { HTML_BASKET_COOKIE, parseHtmlBasket } from '../../../shared/html-basket';
import { CHECKOUT_TOKEN, checkoutFormValues, guestOrderInput, type HtmlCheckoutState } from '../../../shared/html-checkout';
import { localizePath, splitLocale, type Locale } from '../../../shared/locale';
import { invalidFields } from '../../../shared/schemas/fields';
import { AddressFields } from '../../../shared/schemas/address';
import { shopFulfilment } from '../../../shared/pickup';
import { fulfilmentSettings } from '../rules/fulfilment';

/** The checkout form's paths in every language: /checkout, /en/checkout, /tm/checkout. */
export const CHECKOUT_FORM_PATHS = /^\/(?:(?:en|tm)\/)?checkout$/;

// the guest scope of the JSON checkout, with a key of the HTML path's own spelling
const SCOPE = 'guest';
const keyOf = (token: string) => `html:${token}`;

/** Where a placed order is confirmed: the page of its tracking token (client/app/routes/checkout-done.tsx). */
export const confirmationPath = (trackingUrl: string, locale: Locale) =>
  localizePath(trackingUrl.replace(/^\/track\//, '/checkout/done/'), locale);

declare global {
  namespace Express {
    interface Locals {
      /** a refused checkout form, rendered again with what was sent (server/ssr/page.ts reads it) */
      checkoutForm?: HtmlCheckoutState;
    }
  }
}

/**
 * The guest checkout without scripts (docs/decisions/014-html-ordering-path.md): the form posts here,
 * the basket is the HTML path's cookie, and the order goes through the JSON checkout's own
 * placeForGuest (its schema, its prices and totals, its idempotency). Placed: the cookie is cleared
 * and the shopper is sent to the confirmation (Post/Redirect/Get). Refused: the checkout is rendered
 * again (`render`, the page handler) with what was sent and why, in the path's language; without a
 * page renderer (the backend alone) a small page says why.
 */
export function checkoutFormRoutes(deps: BackendDeps, render?: RequestHandler[]): Router {
  const orders = createOrderService(deps);
  const { db } = deps.database;
  const router = Router();
  const offer = async () => shopFulfilment(await fulfilmentSettings(db));
  // the form as the page renders it: a new attempt, offering only the ways the owner has on
  const fresh: RequestHandler = async (req, res, next) => {
    if (req.cookies?.[HTML_BASKET_COOKIE])
      res.locals.checkoutForm = { token: randomUUID(), renderedAt: deps.now().toISOString(), values: {}, fields: {}, offer: await offer() };
    next();
  };
  const place: RequestHandler = async (req, res, next) => {
    const { locale } = splitLocale(req.path);
    if (!isSameOrigin(req)) return refuseForm(res, locale, 403, 'csrf');
    const form = checkoutFormValues(req.body);
    const token = form.token ?? '';
    if (!CHECKOUT_TOKEN.test(token)) return refuseForm(res, locale, 400, 'bad_form', undefined, '/checkout');
    // the same form sent again (a double tap, a reload, the back button): its order, never a second one
    const prior = await settledOrderId(db, SCOPE, keyOf(token));
    if (prior !== null) return res.redirect(303, confirmationPath(`/track/${await trackingToken(db, prior)}`, locale));
    const basket = parseHtmlBasket(req.cookies?.[HTML_BASKET_COOKIE]);
    if (Object.keys(basket).length === 0) return res.redirect(303, localizePath('/checkout', locale));
    const input = guestOrderInput(form, basket);
    // the order schema leaves the address to the service (a customer's may be a saved one): judged here
    // by the address form's own rule too, so a refusal names every field at once
    const delivery = input.fulfilment !== 'pickup';
    const address: Record<string, string> = delivery && invalidFields(input, AddressFields).has('address') ? { address: 'required' } : {};
    try {
      const body = checked(GuestOrderBody, input, 'body');
      const { order } = await orders.placeForGuest(keyOf(token), body, locale);
      res.clearCookie(HTML_BASKET_COOKIE, basketCookieOptions(req));
      res.redirect(303, confirmationPath(order.tracking_url!, locale));
    } catch (err) {
      const refusal = toAppError(err);
      if (!refusal || refusal.status >= 500) throw err;
      res.status(refusal.status);
      res.locals.checkoutForm = {
        token,
        renderedAt: deps.now().toISOString(),
        values: form,
        fields: { ...address, ...refusal.fields },
        message: errorMessage(refusal.code, locale, refusal.params, refusal.messageKey),
        offer: await offer(),
      };
      next();
    }
  };
  router.get(CHECKOUT_FORM_PATHS, fresh);
  router.post(
    CHECKOUT_FORM_PATHS,
    express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 30 }),
    place,
    ...(render ?? [refusedWithoutPages]),
  );
  return router;
}

function refusedWithoutPages(req: Request, res: Response, _next: NextFunction) {
  const { locale } = splitLocale(req.path);
  refuseForm(res, locale, res.statusCode, 'bad_form', res.locals.checkoutForm?.message, '/checkout');
}
