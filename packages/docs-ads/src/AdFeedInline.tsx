'use client';

import { useEffect, useState } from 'react';
import { AdDisplay } from './AdDisplay.js';
import { pixelUrls, type FeedAd } from './feed.js';
import { loadFeedAd, type FeedOutcome } from './fetchFeedAd.js';
import type { AdRecord } from './inHouseAds.js';

export interface AdFeedInlineProps {
  feedUrl: string;
  /** Event label of the network ad. */
  label: string;
  /** Shown as "ad by …". */
  networkName: string | undefined;
  /** Called once with what the feed gave, so the slot can fall back when it gave nothing. */
  onOutcome: (outcome: FeedOutcome) => void;
}

function toRecord(ad: FeedAd, label: string, networkName: string | undefined): AdRecord {
  return {
    name: 'network',
    link: ad.statlink,
    img: ad.image,
    imgAlt: ad.company,
    title: ad.company,
    description: ad.description,
    poweredby: networkName,
    label,
  };
}

/** Hidden 1×1 image that counts an impression. */
function Pixel({ src }: { src: string }) {
  return <img src={src} alt="" width={1} height={1} hidden />;
}

/** The network's ad from its JSON feed, inline shape, with its impression pixels. */
export function AdFeedInline({ feedUrl, label, networkName, onOutcome }: AdFeedInlineProps) {
  const [ad, setAd] = useState<FeedAd | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void loadFeedAd(feedUrl, { signal: controller.signal }).then((outcome) => {
      if (controller.signal.aborted) return;
      setAd(outcome.ad);
      onOutcome(outcome);
    });
    return () => controller.abort();
  }, [feedUrl, onOutcome]);

  if (!ad) return null;
  return (
    <>
      <AdDisplay ad={toRecord(ad, label, networkName)} shape="inline" />
      {ad.statimp ? <Pixel src={ad.statimp} /> : null}
      {pixelUrls(ad).map((src) => (
        <Pixel key={src} src={src} />
      ))}
    </>
  );
}
