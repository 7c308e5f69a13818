import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes RFC 4180 with a byte order mark, quoting what needs it', () => {
    expect(
      toCsv(
        ['Search', 'Count'],
        [
          ['oak, "round"', 3],
          ['chair', 12],
        ],
      ),
    ).toBe('\uFEFFSearch,Count\r\n"oak, ""round""",3\r\nchair,12\r\n');
  });

  it('keeps a typed formula from running in a spreadsheet', () => {
    expect(toCsv(['Search'], [['=HYPERLINK("x")'], ['-1']])).toBe(
      '\uFEFFSearch\r\n"\'=HYPERLINK(""x"")"\r\n\'-1\r\n',
    );
  });
});
