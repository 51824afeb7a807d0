import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { array, defaulted, enums, integer, max, min, object, size, string, type } from 'superstruct';
import type { Database } from '../../server/db/connection';
import { validate } from '../../server/http/validate';
import { intParam } from '../../server/http/query-params';
import { apiErrorHandler, apiNotFound } from '../../server/http/api-errors';
import { createLogger } from '../../server/logger';
import { API, createTestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';

/** A small API with the real middleware: validation, the JSON parser limit, the one error handler. */
function probeApp(logLines: string[] = []) {
  const logger = createLogger(
    { logLevel: 'error', isProduction: true },
    new Writable({
      write(c, _e, done) {
        logLines.push(String(c));
        done();
      },
    }),
  );
  const app = express();
  app.use(express.json({ limit: '100kb' }));
  const Body = type({
    name: size(string(), 1, 10),
    quantity: max(min(integer(), 1), 99),
    kind: enums(['cash', 'card']),
    lines: size(array(object({ id: integer() })), 0, 2),
  });
  app.post('/probe', validate(Body), (req, res) => void res.json({ success: true, data: req.body }));
  app.get(
    '/probe',
    validate(type({ page: defaulted(intParam(1, 10), 1) }), 'query'),
    (req, res) => void res.json({ success: true, data: req.query }),
  );
  app.get('/boom', () => {
    throw new Error('database exploded at /secret/path');
  });
  app.use(apiNotFound);
  app.use(apiErrorHandler(logger));
  return app;
}

describe('validate()', () => {
  const app = probeApp();

  it('passes a good body through, ignoring unknown fields', async () => {
    const res = await request(app).post('/probe').send({ name: 'Aýna', quantity: 2, kind: 'cash', lines: [], extra: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Aýna', quantity: 2, kind: 'cash' });
  });

  it('names each bad field with a code', async () => {
    const res = await request(app)
      .post('/probe')
      .set('Accept-Language', 'en')
      .send({ name: 'a very long name indeed', quantity: 500, kind: 'bitcoin', lines: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      error: 'validation_failed',
      message: 'Some fields are missing or incorrect.',
      fields: { name: 'too_long', quantity: 'out_of_range', kind: 'invalid', lines: 'too_long' },
    });
  });

  it('reports missing fields as required and wrong types as invalid', async () => {
    const res = await request(app)
      .post('/probe')
      .send({ quantity: '2', lines: [{ id: 'x' }] });
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual({ name: 'required', quantity: 'invalid', kind: 'required', 'lines.0.id': 'invalid' });
  });

  it('treats a body that is not JSON as empty: every field is required', async () => {
    const res = await request(app).post('/probe').type('text/plain').send('name=x');
    expect(res.status).toBe(422);
    expect(res.body.fields).toMatchObject({ name: 'required', quantity: 'required' });
  });

  it('rejects a JSON array body as a whole', async () => {
    const res = await request(app).post('/probe').send([1, 2]);
    expect(res.status).toBe(422);
    expect(res.body.fields).toMatchObject({ body: 'invalid' });
  });

  it('coerces query strings and checks them', async () => {
    expect((await request(app).get('/probe?page=3')).body.data).toEqual({ page: 3 });
    expect((await request(app).get('/probe')).body.data).toEqual({ page: 1 });
    const bad = await request(app).get('/probe?page=3&page=4');
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual({ page: 'invalid' });
  });

  it('answers 500 internal_error for an unexpected failure, logs it, and leaks no detail', async () => {
    const lines: string[] = [];
    const res = await request(probeApp(lines)).get('/boom').set('Accept-Language', 'ru');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      error: 'internal_error',
      message: 'Что-то пошло не так на нашей стороне. Попробуйте ещё раз.',
    });
    expect(JSON.stringify(res.body)).not.toContain('exploded');
    expect(lines.join('')).toContain('database exploded');
  });
});

describe('the backend under bad input', () => {
  let database: Database;
  let app: express.Express;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = createTestApp(database);
  });
  afterAll(() => database.close());

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await request(app).post(`${API}/products`).set('Content-Type', 'application/json').send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_json' });
  });

  it('answers a body over 100 kB with 413 payload_too_large', async () => {
    const res = await request(app)
      .post(`${API}/products`)
      .send({ text: 'x'.repeat(101 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, error: 'payload_too_large' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await request(app).get(`${API}/no/such/thing`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: 'not_found' });
  });

  it.each([
    ['tm', 'Bu tagam tapylmady.'],
    ['tk-TM,tk;q=0.9', 'Bu tagam tapylmady.'],
    ['ru-RU,ru;q=0.9,en;q=0.5', 'Блюдо не найдено.'],
    ['en-GB', 'This dish was not found.'],
    ['de-DE', 'Блюдо не найдено.'],
  ])('localizes messages for Accept-Language %s', async (lang, message) => {
    const res = await request(app).get(`${API}/products/424242`).set('Accept-Language', lang);
    expect(res.body.message).toBe(message);
    expect(res.headers.vary).toContain('Accept-Language');
  });
});
