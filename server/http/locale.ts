import { Router, type Response } from 'express';
import { isbot } from 'isbot';
import {
  defaultLocale, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localizePath, negotiateLocale, splitLocale,
} from '../../shared/locale';
import { safeRedirectPath, sameOriginPath } from '../../shared/navigation';

/** design.md §2: /ru/* is the unprefixed page; "/" follows the cookie or Accept-Language; bots stay put. */
export function localeRoutes(publicUrl: string) {
  const router = Router();

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/ru' || req.path.startsWith('/ru/')) {
      const rest = req.originalUrl.slice(3);
      return redirect(res, 301, rest.startsWith('/') ? rest : `/${rest}`);
    }
    if (req.path !== '/') return next();
    res.vary('Cookie').vary('Accept-Language');
    if (isbot(req.get('user-agent'))) return next();
    const fromCookie = req.cookies?.[LOCALE_COOKIE];
    const locale = isLocale(fromCookie) ? fromCookie : negotiateLocale(req.get('accept-language'));
    if (locale === defaultLocale) return next();
    const query = req.originalUrl.slice(1);
    redirect(res, 302, `/${locale}${query.startsWith('?') ? query : ''}`);
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

/** Every Location is a same-origin path: "/ru//evil.example" must not become "//evil.example". */
export function redirect(res: Response, status: number, target: string) {
  res.redirect(status, sameOriginPath(target) ?? '/');
}
