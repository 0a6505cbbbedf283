import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DonationsTotal } from '@sync/contract/site';
import { Donation } from '@api/donate/donation.entity';
import { ServerLogEntry } from '@api/logs/server-log-entry.entity';
import {
  createDonateTestApp,
  notification,
  signedByTest,
  TEST_TBANK,
  type DonateTestApp,
} from './donate-test-app';
import {
  DONATION_NOTIFICATION_INVALID,
  DONATION_PASSWORD_FIELD,
  DONATION_TERMINAL_INVALID,
  DONATION_TOKEN_INVALID,
  DONATIONS_NOT_CONFIGURED,
} from './support/expected-errors';

const PATH = '/api/v1/donate/notification';

describe('POST /api/v1/donate/notification (notifications signed by the test itself)', () => {
  let t: DonateTestApp;

  beforeAll(async () => {
    t = await createDonateTestApp(TEST_TBANK);
  });
  afterAll(async () => {
    await t.close();
  });

  const total = async () =>
    ((await t.http().get('/api/v1/donate/total').expect(200)).body as DonationsTotal).total;
  const post = (body: object) => t.http().post(PATH).send(body);
  const accepted = async (body: object) => {
    const response = await post(body);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toBe('OK');
  };
  const donation = (paymentId: number) =>
    t.db.orm.em.fork().findOneOrFail(Donation, { paymentId: String(paymentId) });

  it("accepts a correctly signed CONFIRMED payment, answers the plain text 'OK' and counts it", async () => {
    const before = await total();
    await accepted(signedByTest(notification(1001, 'CONFIRMED', 150_000)));
    expect(await total()).toBe(before + 1500);
    expect(await donation(1001)).toMatchObject({
      orderId: 'donation-1001',
      status: 'CONFIRMED',
      amount: 150_000,
    });
  });

  it('refuses a forged notification: a field changed after signing, another password, no token', async () => {
    const before = await total();
    const signed = signedByTest(notification(1002, 'CONFIRMED', 10_000));
    for (const forged of [
      { ...signed, Amount: 1_000_000 },
      { ...signed, Status: 'REFUNDED' },
      signedByTest(notification(1002, 'CONFIRMED', 10_000), 'wrong-password'),
      notification(1002, 'CONFIRMED', 10_000),
      { ...signed, Token: signed.Token.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
    ]) {
      const response = await post(forged);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(DONATION_TOKEN_INVALID);
    }
    expect(await total()).toBe(before);
    expect(await t.db.orm.em.fork().count(Donation, { paymentId: '1002' })).toBe(0);
  });

  it('refuses, logs and counts nothing of a notification carrying its own Password (a forgery)', async () => {
    const before = await total();
    // As an attacker signs it: the public terminal key, every field and a password of their own.
    const fields = { ...notification(1060, 'CONFIRMED', 2_147_483_647), Password: 'chosen' };
    const text = Object.keys(fields)
      .sort()
      .map((key) => String(fields[key as keyof typeof fields]))
      .join('');
    const forged = { ...fields, Token: createHash('sha256').update(text).digest('hex') };
    const response = await post(forged);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(DONATION_PASSWORD_FIELD);
    // Even one that a real signature would cover: the Password field alone refuses it.
    const response2 = await post({
      ...signedByTest(notification(1061, 'CONFIRMED', 100)),
      Password: '',
    });
    expect(response2.body).toEqual(DONATION_PASSWORD_FIELD);
    expect(await total()).toBe(before);
    expect(await t.db.orm.em.fork().count(Donation, { paymentId: { $in: ['1060', '1061'] } })).toBe(
      0,
    );
    await expect
      .poll(() =>
        t.db.orm.em.fork().count(ServerLogEntry, { message: { $like: '%Password field%' } }),
      )
      .toBe(2);
  });

  it('refuses a notification for another terminal, even signed with our password', async () => {
    const other = signedByTest({
      ...notification(1003, 'CONFIRMED', 10_000),
      TerminalKey: 'Other',
    });
    const response = await post(other);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(DONATION_TERMINAL_INVALID);
    expect(await t.db.orm.em.fork().count(Donation, { paymentId: '1003' })).toBe(0);
  });

  it('counts a replayed notification once: the same CONFIRMED twice, and twice at once', async () => {
    const before = await total();
    const confirmed = signedByTest(notification(1004, 'CONFIRMED', 20_000));
    await accepted(confirmed);
    await accepted(confirmed);
    expect(await total()).toBe(before + 200);
    const twice = signedByTest(notification(1005, 'CONFIRMED', 30_000));
    await Promise.all([accepted(twice), accepted(twice)]);
    expect(await total()).toBe(before + 500);
    expect(await t.db.orm.em.fork().count(Donation, { paymentId: '1005' })).toBe(1);
    const history = JSON.parse((await donation(1004)).history) as { status: string }[];
    expect(history.map((step) => step.status)).toEqual(['CONFIRMED']);
  });

  it('counts an AUTHORIZED payment only once it is CONFIRMED', async () => {
    const before = await total();
    await accepted(signedByTest(notification(1006, 'AUTHORIZED', 50_000)));
    expect(await total()).toBe(before);
    await accepted(signedByTest(notification(1006, 'CONFIRMED', 50_000)));
    expect(await total()).toBe(before + 500);
    const stored = await donation(1006);
    expect(stored.status).toBe('CONFIRMED');
    const history = JSON.parse(stored.history) as { status: string; amount: number }[];
    expect(history.map(({ status, amount }) => ({ status, amount }))).toEqual([
      { status: 'AUTHORIZED', amount: 50_000 },
      { status: 'CONFIRMED', amount: 50_000 },
    ]);
  });

  it('takes a CONFIRMED payment back out when it is REFUNDED, and a late CONFIRMED changes nothing', async () => {
    const before = await total();
    const confirmed = signedByTest(notification(1007, 'CONFIRMED', 70_000));
    await accepted(confirmed);
    expect(await total()).toBe(before + 700);
    await accepted(signedByTest(notification(1007, 'REFUNDED', 70_000)));
    expect(await total()).toBe(before);
    await accepted(confirmed);
    expect(await total()).toBe(before);
    expect((await donation(1007)).status).toBe('REFUNDED');
    await accepted(signedByTest(notification(1008, 'CONFIRMED', 10_000)));
    await accepted(signedByTest(notification(1008, 'PARTIAL_REFUNDED', 5_000)));
    expect(await total()).toBe(before);
  });

  it('does not count payments that are not CONFIRMED', async () => {
    const before = await total();
    let paymentId = 1010;
    for (const status of ['NEW', 'AUTHORIZED', 'REJECTED', 'CANCELED', 'DEADLINE_EXPIRED']) {
      await accepted(
        signedByTest({ ...notification(paymentId++, status, 40_000), Success: false }),
      );
    }
    expect(await total()).toBe(before);
  });

  it('sums kopecks into roubles', async () => {
    const before = await total();
    await accepted(signedByTest(notification(1020, 'CONFIRMED', 12_345)));
    expect(await total()).toBeCloseTo(before + 123.45, 10);
  });

  it('leaves nested objects (Data, Receipt) out of the token', async () => {
    const before = await total();
    const signed = signedByTest({
      ...notification(1030, 'CONFIRMED', 25_000),
      Data: { Phone: '+79000000000', Source: 'cards' },
      Receipt: { Items: [{ Name: 'Donation', Price: 25_000, Quantity: 1 }] },
    });
    await accepted({ ...signed, Data: { Phone: '+79999999999' } });
    expect(await total()).toBe(before + 250);
  });

  it('refuses a correctly signed notification without a valid PaymentId, Status or Amount', async () => {
    const base = notification(1040, 'CONFIRMED', 10_000);
    for (const broken of [
      { ...base, Amount: '10000' },
      { ...base, Amount: -1 },
      { ...base, Amount: 1.5 },
      { ...base, PaymentId: '' },
      { ...base, Status: '' },
    ]) {
      const response = await post(signedByTest(broken));
      expect(response.status).toBe(400);
      expect(response.body).toEqual(DONATION_NOTIFICATION_INVALID);
    }
  });

  it('is not blocked by the origin check: the provider posts server to server, any Origin', async () => {
    const signed = signedByTest(notification(1050, 'CONFIRMED', 10_000));
    const response = await post(signed).set('Origin', 'https://securepay.tinkoff.ru');
    expect(response.status).toBe(200);
    expect(response.text).toBe('OK');
  });
});

describe('POST /api/v1/donate/notification without the T-Bank settings', () => {
  let t: DonateTestApp;

  beforeAll(async () => {
    t = await createDonateTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every notification: there is no password to check it with', async () => {
    const response = await t
      .http()
      .post('/api/v1/donate/notification')
      .send(signedByTest(notification(2001, 'CONFIRMED', 10_000)));
    expect(response.status).toBe(503);
    expect(response.body).toEqual(DONATIONS_NOT_CONFIGURED);
    expect((await t.http().get('/api/v1/donate/total').expect(200)).body).toEqual({
      total: 0,
      currency: 'RUB',
    });
  });
});
