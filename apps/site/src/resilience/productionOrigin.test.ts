import { describe, expect, it } from 'vitest';
import { isProductionOrigin } from './productionOrigin';

describe('isProductionOrigin', () => {
  it('matches only the exact configured origin', () => {
    expect(isProductionOrigin('https://docs.example.com', 'https://docs.example.com')).toBe(true);
    expect(isProductionOrigin('https://docs.example.com', 'https://docs.example.com/')).toBe(true);
    expect(isProductionOrigin('http://docs.example.com', 'https://docs.example.com')).toBe(false);
    expect(isProductionOrigin('https://docs.example.com:8443', 'https://docs.example.com')).toBe(
      false,
    );
    expect(isProductionOrigin('https://preview.docs.example.com', 'https://docs.example.com')).toBe(
      false,
    );
  });

  it('never matches localhost unless localhost is the configured origin', () => {
    expect(isProductionOrigin('http://localhost:4173', 'https://docs.example.com')).toBe(false);
    expect(isProductionOrigin('http://127.0.0.1:4173', 'https://docs.example.com')).toBe(false);
    expect(isProductionOrigin('http://localhost:4173', 'http://localhost:4173')).toBe(true);
  });

  it('is false for a missing or malformed configuration', () => {
    expect(isProductionOrigin('https://docs.example.com', undefined)).toBe(false);
    expect(isProductionOrigin('https://docs.example.com', '')).toBe(false);
    expect(isProductionOrigin('https://docs.example.com', 'docs.example.com')).toBe(false);
  });
});
