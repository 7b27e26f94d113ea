import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAdNetwork, type FakeAdNetwork } from './server.mjs';

let network: FakeAdNetwork;

beforeAll(async () => {
  network = await startFakeAdNetwork();
});

afterAll(async () => {
  await network.close();
});

/**
 * Runs the served script as a browser would, with `document.currentScript` pointing at a script
 * element inside a slot. jsdom does not run script elements here, so `document` is wrapped to
 * answer `currentScript`.
 */
async function runNetworkScript(query: string): Promise<HTMLElement> {
  const js = await (await fetch(`${network.scriptUrl}?${query}`)).text();
  const slot = document.createElement('div');
  slot.id = 'slot-1';
  document.body.append(slot);
  const element = document.createElement('script');
  element.dataset.target = 'slot-1';
  slot.append(element);
  const documentWithScript = new Proxy(document, {
    get(target, property) {
      if (property === 'currentScript') return element;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  new Function('document', 'location', js)(documentWithScript, window.location);
  return slot;
}

describe('the fake network script', () => {
  it('inserts its container, with an image, text and a sponsored link, into the named slot', async () => {
    const slot = await runNetworkScript('mode=ok');
    const container = slot.querySelector('#fake-ad-network[data-ad-network-container]')!;
    expect(container).not.toBeNull();
    const link = container.querySelector('a')!;
    expect(link.href).toBe(`${network.url}/click?ad=lamplight`);
    expect(link.rel).toBe('noopener sponsored');
    expect(container.querySelector('img')).toHaveAttribute('width', '130');
    expect(container).toHaveTextContent('Lamplight: Hosting for static docs sites');
    slot.remove();
  });

  it('marks its container with another selector when asked, and no longer with the default', async () => {
    const cases: [selector: string, found: string][] = [
      ['[data-sponsor-box]', '#fake-ad-network[data-sponsor-box]'],
      ['.sponsor-box', '#fake-ad-network.sponsor-box'],
      ['#sponsor-box', 'div#sponsor-box'],
    ];
    for (const [selector, found] of cases) {
      const slot = await runNetworkScript(`mode=ok&selector=${encodeURIComponent(selector)}`);
      expect(slot.querySelector(found), selector).not.toBeNull();
      expect(slot.querySelector('[data-ad-network-container]'), selector).toBeNull();
      slot.remove();
    }
  });

  it('uses the selector it was started with for every request without one', async () => {
    const other = await startFakeAdNetwork({ containerSelector: '[data-sponsor-box]' });
    try {
      const js = await (await fetch(other.scriptUrl)).text();
      expect(js).toContain('"data-sponsor-box"');
      expect(js).not.toContain('data-ad-network-container');
      expect((await fetch(`${other.scriptUrl}?selector=${encodeURIComponent('a b')}`)).status).toBe(
        400,
      );
    } finally {
      await other.close();
    }
    await expect(startFakeAdNetwork({ containerSelector: 'div > a' })).rejects.toThrow(
      /container selector "div > a"/,
    );
  });

  it('links an unsold slot to the backers page of the site it runs on', async () => {
    const slot = await runNetworkScript('mode=backers&backers=/sponsors/');
    expect(slot.querySelector('a')!.href).toBe(`${window.location.origin}/sponsors/`);
    slot.remove();
  });
});
