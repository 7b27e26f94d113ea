import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { ExcerptText } from './ExcerptText';
import type { SearchHit } from './searchHits';

export interface SearchResultListProps {
  id: string;
  /** The query these results answer (the input may already be ahead of it). */
  query: string;
  label: string;
  hits: SearchHit[];
  activeIndex: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onOpen: (hit: SearchHit) => void;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The results as a listbox the input drives (aria-activedescendant). Each option holds a real
 * link, so a modified click still opens a new tab; a plain click routes inside the app.
 */
export function SearchResultList({
  id,
  query,
  label,
  hits,
  activeIndex,
  optionId,
  onActivate,
  onOpen,
}: SearchResultListProps) {
  return (
    <Box
      component="ul"
      role="listbox"
      id={id}
      aria-label={label}
      data-query={query}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 1,
        // Only the list scrolls: the input and the switch stay in view.
        flex: '1 1 auto',
        minHeight: 0,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
      }}
    >
      {hits.map((hit, index) => {
        const active = index === activeIndex;
        return (
          <Box
            component="li"
            key={hit.href}
            id={optionId(index)}
            role="option"
            aria-selected={active}
            onMouseMove={() => {
              if (!active) onActivate(index);
            }}
            sx={{
              borderRadius: 1,
              border: 1,
              borderColor: active ? 'primary.main' : 'transparent',
              bgcolor: active ? 'action.selected' : 'transparent',
              '& + &': { mt: 0.5 },
            }}
          >
            <Box
              component="a"
              href={hit.href}
              tabIndex={-1}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onOpen(hit);
              }}
              sx={{ display: 'block', px: 1.5, py: 1, color: 'inherit', textDecoration: 'none' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {hit.title}
                </Typography>
                {hit.section && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    › {hit.section}
                  </Typography>
                )}
                {hit.product && (
                  <Typography
                    component="span"
                    variant="caption"
                    sx={{
                      ml: 'auto',
                      px: 0.75,
                      borderRadius: 1,
                      border: 1,
                      borderColor: 'divider',
                      color: 'text.secondary',
                    }}
                  >
                    {hit.product}
                  </Typography>
                )}
              </Box>
              {hit.excerpt.length > 0 && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{
                    mt: 0.25,
                    overflowWrap: 'anywhere',
                    '& mark': { bgcolor: 'transparent', color: 'primary.main', fontWeight: 600 },
                  }}
                >
                  <ExcerptText segments={hit.excerpt} />
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
