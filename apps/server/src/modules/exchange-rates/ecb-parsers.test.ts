import { describe, expect, it } from 'vitest';
import { parseEcbDailyXml, parseEcbHistoryCsv } from './ecb-parsers';

describe('ECB parsers', () => {
  it('reads the history CSV, skipping N/A cells', () => {
    const csv = 'Date,USD,JPY,CYP,\n2026-10-30,1.1612,176.45,N/A,\n2026-10-29,1.16125,176.4,,\n';
    expect(parseEcbHistoryCsv(csv)).toEqual([
      { currency: 'USD', rateDate: '2026-10-30', rate: '1.161200' },
      { currency: 'JPY', rateDate: '2026-10-30', rate: '176.450000' },
      { currency: 'USD', rateDate: '2026-10-29', rate: '1.161250' },
      { currency: 'JPY', rateDate: '2026-10-29', rate: '176.400000' },
    ]);
  });

  it('refuses what is not a history CSV', () => {
    expect(() => parseEcbHistoryCsv('Currency,Rate\nUSD,1.1\n')).toThrow();
    expect(() => parseEcbHistoryCsv('Date,USD\nyesterday,1.1\n')).toThrow();
  });

  it('reads the daily XML', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope><Cube><Cube time='2026-11-20'>
<Cube currency='USD' rate='1.1587'/><Cube currency='HUF' rate='386.23'/></Cube></Cube></gesmes:Envelope>`;
    expect(parseEcbDailyXml(xml)).toEqual([
      { currency: 'USD', rateDate: '2026-11-20', rate: '1.158700' },
      { currency: 'HUF', rateDate: '2026-11-20', rate: '386.230000' },
    ]);
    expect(() => parseEcbDailyXml('<html>maintenance</html>')).toThrow();
  });
});
