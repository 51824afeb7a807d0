import express, { Router, type Response } from 'express';
import { htmlLang, localizePath, splitLocale, type Locale } from '../../shared/locale';
import type { Config } from '../config';
import { isSameOrigin } from '../http/auth';
import { deskCookie } from '../http/desk-cookie';
import { refuseForm } from '../http/html-refusal';
import { callBackend } from './backend';
import tm from '../../locales/tm.json';
import ru from '../../locales/ru.json';
import en from '../../locales/en.json';

/** A new order's quick accept from the board the server rendered (server/ssr/desk-board-html.ts), in every language. */
export const DESK_ACCEPT_FORM_PATHS = /^\/(?:(?:en|tm)\/)?desk\/orders\/(\d{1,10})\/accept$/;

const backWords: Record<Locale, string> = { tm: tm.desk.back_to_board, ru: ru.desk.back_to_board, en: en.desk.back_to_board };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The board's cards as the server rendered them work before the desk's script (issue 37): "20 min" is
 * a submit button of a form posting here, answered with the board again (303, Post/Redirect/Get). The
 * move itself is the desk API's (POST /desk/orders/:id/accept, with the desk cookie's session as the
 * bearer), so its rules, roles (a cook is refused) and audit are the same. A form cannot be JSON: the
 * posts are held to the same-origin half of the CSRF rule, and the desk cookie is SameSite=Lax besides.
 */
export function deskFormRoutes(config: Pick<Config, 'apiOrigin'>): Router {
  const router = Router();
  router.post(DESK_ACCEPT_FORM_PATHS, express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 10 }), async (req, res) => {
    const { locale } = splitLocale(req.path);
    const board = localizePath('/desk', locale);
    if (!isSameOrigin(req)) return refuseForm(res, locale, 403, 'csrf');
    const token = deskCookie(req);
    // signed out meanwhile: the desk's own page says so (its sign-in)
    if (!token) return void res.redirect(303, board);
    const id = Number(DESK_ACCEPT_FORM_PATHS.exec(req.path)![1]);
    // checked by the API as the desk's own accept is (one of ESTIMATE_MINUTES; anything else is refused in its words)
    const minutes = Number((req.body as Record<string, unknown> | undefined)?.minutes);
    const answer = await callBackend(config, req, 'POST', `/desk/orders/${id}/accept`, {
      token,
      locale,
      body: { minutes: Number.isFinite(minutes) ? minutes : null },
    });
    if (answer.status === 200) return void res.redirect(303, board);
    // refused (someone moved it first, a cook, a session ended): the API's own words, and the way back to the board
    refused(res, locale, answer.status, typeof answer.body.message === 'string' ? answer.body.message : String(answer.body.error ?? ''));
  });
  return router;
}

function refused(res: Response, locale: Locale, status: number, text: string) {
  res.setHeader('Cache-Control', 'no-store');
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${escapeHtml(text)}</title></head><body><main><h1 role="alert">${escapeHtml(text)}</h1>` +
        `<p><a href="${escapeHtml(localizePath('/desk', locale))}">${escapeHtml(backWords[locale])}</a></p></main></body></html>`,
    );
}
