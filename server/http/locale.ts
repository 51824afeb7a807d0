import { Router, type Request, type RequestHandler, type Response } from 'express';
import { isbot } from 'isbot';
import {
  defaultLocale,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localizePath,
  negotiateLocale,
  splitLocale,
  type Locale,
} from '../../shared/locale';
import { safeRedirectPath, sameOriginPath } from '../../shared/navigation';

declare global {
  namespace Express {
    // set by requestLocale, which the backend mounts before its routes
    interface Request {
      locale: Locale;
    }
  }
}

/** The browser's languages, best supported one ("tk" is Turkmen too); ru when none is. */
const acceptedLocale = (req: Request): Locale => negotiateLocale(req.get('accept-language'));

/**
 * req.locale: the language an API answer names things in (dish and unit names, SMS text). An API call
 * states it in Accept-Language; a page states it in its path, which localeRoutes below settles.
 */
export const requestLocale: RequestHandler = (req, _res, next) => {
  req.locale = acceptedLocale(req);
  next();
};

/**
 * design.md §2 and issue 12: /ru/* is the unprefixed page; an unprefixed page follows the shopper's
 * explicit choice (the cookie), "/" also Accept-Language; bots are never redirected. "/" itself is
 * answered in the chosen language without a redirect (issue 13, docs/decisions.md).
 */
export function localeRoutes(publicUrl: string) {
  const router = Router();

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/ru' || req.path.startsWith('/ru/')) {
      const rest = req.originalUrl.slice(3);
      return redirect(res, 301, rest.startsWith('/') ? rest : `/${rest}`);
    }
    if (!isUnprefixedPage(req.path)) return next();
    // the answer depends on the cookie (and, for "/", the browser's languages): no shared cache may reuse it
    res.vary('Cookie');
    if (req.path === '/') res.vary('Accept-Language');
    if (isbot(req.get('user-agent'))) return next();
    const locale = chosenLocale(req);
    if (locale === defaultLocale) return next();
    if (req.path === '/') {
      // issue 13: the first visit must not pay a redirect round trip (about a second of mobile LCP).
      // "/" is answered with its language's home page directly, as if "/en" had been asked for (the
      // page cache keys on it too); Content-Location and the page's canonical link name "/en", and the
      // browser adopts that address before hydrating (client/browser/served-locale.ts).
      const target = localizePath(req.originalUrl, locale);
      req.url = req.originalUrl = target;
      res.set('Content-Location', target);
      return next();
    }
    // 302, not 301: the target depends on the cookie, which the shopper may change tomorrow
    redirect(res, 302, localizePath(req.originalUrl, locale));
  });

  // The language switch: remembers the choice and keeps the page. Works without JavaScript too.
  router.get('/locale/:locale', (req, res) => {
    const locale = req.params.locale;
    if (!isLocale(locale)) return redirect(res, 302, '/');
    const next = safeRedirectPath(typeof req.query.next === 'string' ? req.query.next : undefined, publicUrl);
    res.cookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE * 1000, path: '/', sameSite: 'lax' });
    const { path } = splitLocale(next);
    redirect(res, 302, localizePath(path, locale));
  });

  return router;
}

// Pages have no file extension (payloads, assets and files do); /locale/* is the switch itself.
function isUnprefixedPage(path: string): boolean {
  return splitLocale(path).prefix === null && !path.startsWith('/locale/') && !/\.[a-z0-9]+$/i.test(path);
}

/** The cookie is an explicit choice and holds on every page; Accept-Language only picks the home page. */
function chosenLocale(req: Request): Locale {
  const fromCookie: unknown = req.cookies?.[LOCALE_COOKIE];
  if (isLocale(fromCookie)) return fromCookie;
  return req.path === '/' ? acceptedLocale(req) : defaultLocale;
}

/** Every Location is a same-origin path: "/ru//evil.example" must not become "//evil.example". */
export function redirect(res: Response, status: number, target: string) {
  res.redirect(status, sameOriginPath(target) ?? '/');
}
