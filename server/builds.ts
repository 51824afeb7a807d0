import { Router } from 'express';
import type { BuildInfo } from './build-info';

/** Build version: the browser polls latest.json and reloads on the next navigation when it changes. */
export function buildRoutes(info: BuildInfo) {
  const router = Router();
  router.get('/builds/latest.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json({ id: info.id, timestamp: info.timestamp });
  });
  router.get('/builds/meta/:file', (req, res) => {
    if (req.params.file !== `${info.id}.json`) {
      return res.status(404).json({ success: false, error: 'not_found' });
    }
    // Everything is rendered on request; nothing is prerendered and no route has special rules.
    res.set('Cache-Control', 'public, max-age=31536000, immutable').json({
      id: info.id,
      timestamp: info.timestamp,
      prerendered: [],
      matcher: { static: {}, wildcard: {}, dynamic: {} },
    });
  });
  return router;
}
