import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { fetchDailyRates, lookUpExchangeRate } from './exchange-rates.service';

const t = useTestApp();
const log = { info: vi.fn(), warn: vi.fn() };
const xml = `<gesmes:Envelope><Cube><Cube time='2031-03-03'><Cube currency='USD' rate='1.2'/></Cube></Cube></gesmes:Envelope>`;

describe('the daily exchange-rate fetch', () => {
  it('stores the feed', async () => {
    const fake = vi.fn(async () => new Response(xml, { status: 200 }));
    expect(await fetchDailyRates(t.db, 'https://feed.example/daily.xml', log, fake)).toBe(1);
    expect(await lookUpExchangeRate(t.db, { base: 'EUR', target: 'USD', date: '2031-03-04' })).toMatchObject({
      rate: '1.200000',
      rateDate: '2031-03-03',
    });
  });

  it('fails without harm: no network, an error page or a changed feed store nothing and throw nothing', async () => {
    const failures = [
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
      vi.fn(async () => new Response('down', { status: 503 })),
      vi.fn(async () => new Response('<html>moved</html>', { status: 200 })),
    ];
    for (const fake of failures) {
      await expect(fetchDailyRates(t.db, 'https://feed.example/daily.xml', log, fake)).resolves.toBe(0);
    }
    expect(log.warn).toHaveBeenCalledTimes(3);
    expect(await lookUpExchangeRate(t.db, { base: 'EUR', target: 'USD', date: '2031-03-04' })).toMatchObject({
      rate: '1.200000',
    });
  });
});
