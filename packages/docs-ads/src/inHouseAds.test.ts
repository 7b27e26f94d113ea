import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AD_IMAGE_HEIGHT, AD_IMAGE_WIDTH } from './constants.js';
import { IN_HOUSE_AD_CONTENT, IN_HOUSE_AD_NAMES, createInHouseAds } from './inHouseAds.js';

const links = {
  scaffoldhub: 'https://scaffold.example/',
  templates: '/store/templates/',
  themes: '/store/themes/',
  tidelift: 'https://support.example/',
  figma: '/store/figma/',
};

describe('createInHouseAds', () => {
  it('builds the five ads with image paths under the base URL', () => {
    const ads = createInHouseAds({ imageBaseUrl: '/static/ads', links, publisher: 'Docs' });
    expect(ads.map((ad) => ad.name)).toEqual([...IN_HOUSE_AD_NAMES]);
    expect(ads[1]).toMatchObject({
      link: '/store/templates/',
      img: '/static/ads/templates.svg',
      poweredby: 'Docs',
      label: 'in-house-templates',
    });
  });

  it('leaves out ads the site gives no link for', () => {
    const ads = createInHouseAds({
      imageBaseUrl: '/i/',
      links: { figma: '/figma/' },
      publisher: 'Docs',
    });
    expect(ads.map((ad) => ad.img)).toEqual(['/i/figma.svg']);
  });
});

describe('IN_HOUSE_AD_CONTENT', () => {
  it('has a 130×100 SVG for every ad', () => {
    for (const name of IN_HOUSE_AD_NAMES) {
      const file = resolve(
        import.meta.dirname,
        '../assets/in-house',
        IN_HOUSE_AD_CONTENT[name].imageFile,
      );
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain(`width="${AD_IMAGE_WIDTH}"`);
      expect(svg).toContain(`height="${AD_IMAGE_HEIGHT}"`);
      expect(svg).toContain(`viewBox="0 0 ${AD_IMAGE_WIDTH} ${AD_IMAGE_HEIGHT}"`);
      expect(svg).not.toMatch(/<script|on\w+=/i);
    }
  });
});
