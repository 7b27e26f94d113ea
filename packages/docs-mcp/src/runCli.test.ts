import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './runCli.js';

describe('parseCliArgs', () => {
  it('takes one source, a URL or a folder', () => {
    expect(parseCliArgs(['https://docs.acme.test'])).toEqual({
      kind: 'serve',
      source: 'https://docs.acme.test',
    });
    expect(parseCliArgs(['./dist'])).toEqual({ kind: 'serve', source: './dist' });
  });

  it('answers help and version first', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['x', '-v'])).toEqual({ kind: 'version' });
  });

  it('says what is wrong with other command lines', () => {
    expect(parseCliArgs([])).toMatchObject({ kind: 'error', message: /Give a source/ });
    expect(parseCliArgs(['a', 'b'])).toMatchObject({ kind: 'error', message: /one source/ });
    expect(parseCliArgs(['--port', '1'])).toMatchObject({
      kind: 'error',
      message: 'Unknown option --port.',
    });
  });
});
