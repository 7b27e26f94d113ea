'use client';

import { Box } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { AD_SCRIPT_ATTRIBUTE } from './constants.js';

export interface AdNetworkSlotProps {
  /** The network's script; checked to be http(s) or same-site by the caller. */
  scriptUrl: string;
  /** Kept in the page (so a late ad can still reverse a blocker guess) but not shown. */
  hidden: boolean;
  /** Receives the slot element, for the container search. */
  onSlot: (slot: HTMLElement | null) => void;
}

/**
 * The element the network's script fills. The script is added once, after mount, in a
 * zero-delay timeout: StrictMode's mount-unmount-mount clears the first timeout, so only one
 * script runs. Nothing is rendered for it on the server.
 */
export function AdNetworkSlot({ scriptUrl, hidden, onSlot }: AdNetworkSlotProps) {
  const slotId = useId();
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    onSlot(slot);
    return () => onSlot(null);
  }, [slot, onSlot]);

  useEffect(() => {
    if (!slot) return undefined;
    const timer = setTimeout(() => {
      if (slot.querySelector(`script[${AD_SCRIPT_ATTRIBUTE}]`)) return;
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.setAttribute(AD_SCRIPT_ATTRIBUTE, '');
      // Tells the network's script which element to fill.
      script.dataset.target = slotId;
      slot.appendChild(script);
    }, 0);
    return () => clearTimeout(timer);
  }, [slot, scriptUrl, slotId]);

  return (
    <Box id={slotId} ref={setSlot} hidden={hidden} sx={{ height: '100%', overflow: 'hidden' }} />
  );
}
