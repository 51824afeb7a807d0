import express, { Router, type Request, type Response } from 'express';
import { isSameOrigin } from './auth';
import { HTML_BASKET_COOKIE, encodeHtmlBasket, parseHtmlBasket, withHtmlQuantity } from '../../shared/html-basket';
import { MAX_LINE_QUANTITY } from '../../shared/basket-line';
import { localizePath, splitLocale, type Locale } from '../../shared/locale';
import { refuseForm } from './html-refusal';
import { sameOriginPath } from '../../shared/navigation';
import { lineKey, parseLineKey } from '../../shared/choices';
import type { Locale as FormLocale } from '../../shared/locale';

/** The line's dish and choices checked by the one rule (server/api/choices/form-line.ts, given by app.ts). */
export type FormLine = (
  productId: number,
  choices: number[] | undefined,
  locale: FormLocale,
) => Promise<{ onSale: false } | { onSale: true; selection: number[] } | { onSale: true; refusal: string }>;

/** The form posts' paths in every language: /basket/lines, /en/basket/lines, /tm/basket/lines. */
export const BASKET_FORM_PATHS = /^\/(?:(?:en|tm)\/)?basket\/lines$/;
const BASKET_COOKIE_DAYS = 30;

type Refusal = 'csrf' | 'bad_line' | 'unknown_dish' | 'basket_full';
/** Why a dish cannot be added now: sold out or outside its hours (server/api/rules/menu-hours.ts), or null: it can. */
export type NotAddable = (productId: number, locale: Locale) => Promise<string | null>;

/**
 * "Add" and the stepper without scripts: a real form the server answers with a redirect back to the
 * page it came from (Post/Redirect/Get), the guest's basket in an HttpOnly cookie. A form cannot be
 * JSON, so the project's CSRF rule applies in its other half: same origin (Sec-Fetch-Site, Origin,
 * Referer), and the cookie is SameSite=Lax besides.
 */
export function basketFormRoutes(formLine: FormLine, notAddable?: NotAddable): Router {
  const router = Router();
  router.post(BASKET_FORM_PATHS, express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 40 }), async (req, res) => {
    const { locale } = splitLocale(req.path);
    if (!isSameOrigin(req)) return refuse(res, locale, 403, 'csrf');
    const body = (req.body ?? {}) as Record<string, unknown>;
    // a line is named by its key (a stepper: `line`), or by the dish and its chosen options (`choices`, repeated)
    const keyed = typeof body.line === 'string' ? parseLineKey(body.line) : null;
    const productId = keyed?.product_id ?? wholeNumber(body.product_id, 1, 2 ** 31 - 1);
    const quantity = wholeNumber(body.quantity, 0, MAX_LINE_QUANTITY);
    const chosen = keyed
      ? keyed.choices
      : body.choices === undefined
        ? undefined
        : [body.choices].flat().map((c) => wholeNumber(c, 1, 2 ** 31 - 1));
    if (productId === null || quantity === null || chosen?.some((c) => c === null)) return refuse(res, locale, 400, 'bad_line');
    let choices = (chosen ?? []) as number[];
    if (quantity > 0) {
      // the line as the JSON basket would make it: the defaults when none are sent, refused in the API's words
      const line = await formLine(productId, chosen as number[] | undefined, locale);
      if (!line.onSale) return refuse(res, locale, 400, 'unknown_dish');
      if ('refusal' in line) return refuseForm(res, locale, 400, 'bad_line', line.refusal);
      choices = line.selection;
    }
    const basket = parseHtmlBasket(req.cookies?.[HTML_BASKET_COOKIE]);
    // a dish sold out or outside its hours is not added, nor its line raised (the JSON basket's rule); lowering it works
    const refusal = quantity > (basket[lineKey(productId, choices)] ?? 0) ? await notAddable?.(productId, locale) : null;
    if (refusal) return refuseForm(res, locale, 422, 'not_addable', refusal);
    const next = withHtmlQuantity(basket, productId, quantity, choices);
    if (!next) return refuse(res, locale, 400, 'basket_full');
    const value = encodeHtmlBasket(next);
    const options = basketCookieOptions(req);
    if (value) res.cookie(HTML_BASKET_COOKIE, value, { ...options, maxAge: BASKET_COOKIE_DAYS * 86_400_000 });
    else res.clearCookie(HTML_BASKET_COOKIE, options);
    res.redirect(303, backTo(req, locale));
  });
  // the scripts took the lines over (client/features/basket/hooks/use-html-handoff.ts): same-origin JSON only
  router.post('/basket/handoff', (req, res) => {
    if (!req.is('application/json') || !isSameOrigin(req)) return refuse(res, 'ru', 403, 'csrf');
    res.clearCookie(HTML_BASKET_COOKIE, basketCookieOptions(req));
    res.status(204).end();
  });
  return router;
}

/** The basket cookie's attributes: set, changed and cleared with the same ones. */
export const basketCookieOptions = (req: Request) => ({ httpOnly: true, sameSite: 'lax' as const, secure: req.secure, path: '/' });

function wholeNumber(value: unknown, min: number, max: number): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

// the page the form was on (its hidden return_to), a path of this shop only; else that language's home
function backTo(req: Request, locale: Locale): string {
  const target = (req.body as Record<string, unknown> | undefined)?.return_to;
  const path = typeof target === 'string' && target.startsWith('/') ? sameOriginPath(target) : null;
  return path ?? localizePath('/', locale);
}

const refuse = (res: Response, locale: Locale, status: number, why: Refusal) => refuseForm(res, locale, status, why);
