import { describe, expect, it } from 'vitest';
import {
  formatErrorMessage,
  isErrorCodeTable,
  MISSING_ARGUMENT,
  parseErrorQuery,
} from './productionError';

describe('parseErrorQuery', () => {
  it('reads the code and every args[] value in order', () => {
    expect(parseErrorQuery('?code=9&args[]=a&args[]=b')).toEqual({ code: '9', args: ['a', 'b'] });
    expect(parseErrorQuery('?code=9&args%5B%5D=%3Cb%3E')).toEqual({ code: '9', args: ['<b>'] });
  });

  it('rejects a code that is not a number', () => {
    expect(parseErrorQuery('?code=<script>').code).toBeNull();
    expect(parseErrorQuery('').code).toBeNull();
  });

  it('ignores a huge query string', () => {
    expect(parseErrorQuery(`?code=1&args[]=${'x'.repeat(5000)}`)).toEqual({ code: null, args: [] });
  });
});

describe('formatErrorMessage', () => {
  it('fills %s in order and marks missing arguments', () => {
    expect(formatErrorMessage('a %s b %s c %s', ['1', '2'])).toBe(`a 1 b 2 c ${MISSING_ARGUMENT}`);
  });

  it('keeps markup in arguments as literal text', () => {
    expect(formatErrorMessage('x %s', ['<img src=x onerror=alert(1)>'])).toBe(
      'x <img src=x onerror=alert(1)>',
    );
  });
});

describe('isErrorCodeTable', () => {
  it('accepts only an object of strings', () => {
    expect(isErrorCodeTable({ 1: 'a' })).toBe(true);
    expect(isErrorCodeTable([])).toBe(false);
    expect(isErrorCodeTable({ 1: 2 })).toBe(false);
    expect(isErrorCodeTable(null)).toBe(false);
  });
});
