import { describe, expect, it } from 'vitest';
import { parseFraudCsv } from '../../src/resources/fraud/csv/parseFraudCsv';

/** The fraud CSV update's parse step (the Web Worker's logic, run directly). */
describe('fraud CSV parse', () => {
  it('maps the header in any common spelling, numbers rows like a spreadsheet and skips empty cells', () => {
    const parsed = parseFraudCsv(
      '\uFEFFType,Full Name,DOB,E-mail Address,Reason,Colour\n' +
        'person,Jane Roe,1980-01-02,,Mule,blue\n' +
        '\n' +
        'EMAIL,,,x@example.com,Chargebacks,\n',
    );
    expect(parsed.columns).toEqual(['kind', 'fullName', 'dateOfBirth', 'email', 'reason']);
    expect(parsed.missingColumns).toEqual([]);
    expect(parsed.unknownColumns).toEqual(['Colour']);
    expect(parsed.rows).toEqual([
      {
        rowNumber: 2,
        kind: 'person',
        fullName: 'Jane Roe',
        dateOfBirth: '1980-01-02',
        reason: 'Mule',
      },
      { rowNumber: 3, kind: 'EMAIL', email: 'x@example.com', reason: 'Chargebacks' },
    ]);
  });

  it('names the required columns a file lacks, and stops at the row limit with progress on the way', () => {
    expect(parseFraudCsv('email\nx@example.com\n').missingColumns).toEqual(['kind', 'reason']);
    const lines = [
      'kind,email,reason',
      ...Array.from({ length: 1200 }, (_, i) => `EMAIL,u${i}@x.example,r`),
    ];
    const progress: number[] = [];
    const parsed = parseFraudCsv(lines.join('\n'), (p) => progress.push(p.rows), 1000);
    expect(parsed.rows).toHaveLength(1000);
    expect(parsed.truncated).toBe(true);
    expect(progress).toEqual([500, 1000, 1000]);
  });
});
