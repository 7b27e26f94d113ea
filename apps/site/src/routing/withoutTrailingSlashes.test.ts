import { describe, expect, it } from 'vitest';
import { withoutTrailingSlashes } from './withoutTrailingSlashes';

describe('withoutTrailingSlashes', () => {
  it('drops trailing slashes and keeps one leading slash', () => {
    expect(withoutTrailingSlashes('/material-ui/react-button/')).toBe('/material-ui/react-button');
    expect(withoutTrailingSlashes('/a/b///')).toBe('/a/b');
    expect(withoutTrailingSlashes('//evil.example//')).toBe('/evil.example');
    expect(withoutTrailingSlashes('///')).toBe('/');
  });
});
