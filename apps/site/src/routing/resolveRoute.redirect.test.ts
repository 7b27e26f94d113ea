import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolveRoute';

describe('resolveRoute redirects', () => {
  it('never redirects to a protocol-relative URL', () => {
    expect(resolveRoute('//evil.example//')).toEqual({ kind: 'redirect', to: '/evil.example' });
    expect(resolveRoute('///evil.example/')).toEqual({ kind: 'redirect', to: '/evil.example' });
  });

  it('drops trailing slashes and keeps the page', () => {
    expect(resolveRoute('/material-ui/react-button/')).toEqual({
      kind: 'redirect',
      to: '/material-ui/react-button',
    });
    expect(resolveRoute('//')).toEqual({ kind: 'redirect', to: '/' });
  });
});
