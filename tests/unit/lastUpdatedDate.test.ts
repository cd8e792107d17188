import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatLastUpdated} from '../../src/lib/lastUpdatedDate';

test('the Last updated date reads as Intl gives it for English in UTC, on every day of four years', () => {
  const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  const day = 24 * 60 * 60 * 1000;
  // 2023–2026 includes a leap year; noon and the minute before midnight UTC catch a time-zone slip.
  for (let time = Date.UTC(2023, 0, 1, 12); time < Date.UTC(2027, 0, 1); time += day) {
    assert.equal(formatLastUpdated(time), intl.format(time), new Date(time).toISOString());
    assert.equal(
      formatLastUpdated(time + 11 * 60 * 60 * 1000 + 59 * 60 * 1000),
      intl.format(time + 11 * 60 * 60 * 1000 + 59 * 60 * 1000),
    );
  }
});
