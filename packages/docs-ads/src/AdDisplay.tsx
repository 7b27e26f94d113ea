'use client';

import { useTranslate } from '@docshell/docs-i18n';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AD_IMAGE_HEIGHT, AD_IMAGE_WIDTH } from './constants.js';
import type { AdShape } from './adShape.js';
import type { AdRecord } from './inHouseAds.js';
import { safeLinkHref } from './links.js';
import { useAdsText } from './useAdsText.js';

export interface AdDisplayProps {
  ad: AdRecord;
  shape: AdShape;
}

/** Clamps text to a few lines so an ad never grows taller than its slot. */
const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

function AdLink({
  href,
  children,
  sx,
}: {
  href: string | undefined;
  children: ReactNode;
  sx: object;
}) {
  // Only http(s) or same-site links become links; anything else shows the ad without one.
  if (!href) return <Box sx={sx}>{children}</Box>;
  return (
    <Box
      component="a"
      href={href}
      target="_blank"
      rel="noopener sponsored"
      sx={{ color: 'inherit', textDecoration: 'none', ...sx }}
    >
      {children}
    </Box>
  );
}

/** One ad, in the image or inline shape. Every field is rendered as text, never as HTML. */
export function AdDisplay({ ad, shape }: AdDisplayProps) {
  const text = useAdsText();
  const t = useTranslate();
  const translated = (field: string) =>
    ad.textKey ? t(`${ad.textKey}.${field}`, { ignoreWarning: true }) : null;
  const title = translated('name') ?? ad.title;
  const description = translated('description') ?? ad.description;
  const href = safeLinkHref(ad.link);
  const headline = (
    <>
      {title ? <strong>{title}</strong> : null}
      {title && description ? ' – ' : null}
      {description}
    </>
  );

  if (shape === 'inline') {
    return (
      <AdLink href={href} sx={{ display: 'flex', alignItems: 'flex-end', height: '100%' }}>
        <Typography component="span" variant="body2" sx={clamp(4)}>
          <Box
            component="span"
            sx={{
              mr: 1,
              px: 0.75,
              py: 0.25,
              borderRadius: 1,
              fontSize: '0.75rem',
              fontWeight: 700,
              bgcolor: 'success.dark',
              color: 'success.contrastText',
            }}
          >
            {text('adBadge')}
          </Box>
          {headline}{' '}
          <Box
            component="span"
            sx={{ color: 'primary.main', fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {text('getStarted')}
          </Box>
        </Typography>
      </AdLink>
    );
  }

  const img = safeLinkHref(ad.img);
  return (
    <AdLink
      href={href}
      sx={{
        display: 'flex',
        gap: { xs: 1, sm: 1.5 },
        height: '100%',
        boxSizing: 'border-box',
        p: { xs: 1, sm: 1.5 },
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {img ? (
        <img
          src={img}
          alt={ad.imgAlt ?? ''}
          width={AD_IMAGE_WIDTH}
          height={AD_IMAGE_HEIGHT}
          style={{ flex: 'none', display: 'block' }}
        />
      ) : null}
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography component="span" variant="body2" sx={clamp(4)}>
          {headline}
        </Typography>
        {ad.poweredby ? (
          <Typography component="span" variant="caption" color="text.secondary">
            {text('adBy', { publisher: ad.poweredby })}
          </Typography>
        ) : null}
      </Box>
    </AdLink>
  );
}
