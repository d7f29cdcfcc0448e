import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useRef, useState } from 'react';
import { AD_IMPRESSION_DELAY_MS, type Advertisement } from '../../contract/help';
import { focusableBeside } from '../common/focusBeside';

export interface AdSlotProps {
  /** The slot's ad; nothing shows without one. */
  ad: Advertisement | null;
  /** Once, after the ad has been in view for 1 s (docs/product.md, Ads). */
  onImpression: (ad: Advertisement) => void;
  /** A click: the link opens the ad in a new tab; this books ad_click. */
  onClick: (ad: Advertisement) => void;
}

/**
 * An ad slot (docs/product.md, Ads): marked 'Sponsored', closable for this page, one impression
 * after 1 s in view (IntersectionObserver), and a click that opens the advertiser's page in a new
 * tab without telling it where the person came from.
 * Accessibility: the ad is a complementary landmark named 'Sponsored: {advertiser}'; 'Close ad'
 * hands the keyboard's focus to the next control of the page (else the one before), so it does
 * not fall back to the page's start as the ad goes.
 */
export const AdSlot = memo(function AdSlot({ ad, onImpression, onClick }: AdSlotProps) {
  const [closed, setClosed] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  const counted = useRef<string | null>(null);
  const latest = useRef(onImpression);
  useEffect(() => {
    latest.current = onImpression;
  });

  useEffect(() => {
    const el = ref.current;
    if (!ad || !el || counted.current === ad.id) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      if (counted.current === ad.id) return;
      timer ??= setTimeout(() => {
        counted.current = ad.id;
        observer?.disconnect();
        latest.current(ad);
      }, AD_IMPRESSION_DELAY_MS);
    };
    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    // Without IntersectionObserver (old browsers), an ad on the page counts as seen.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => (entries.some((e) => e.isIntersecting) ? start() : stop()),
            { threshold: 0.5 },
          );
    if (observer) observer.observe(el);
    else start();
    return () => {
      stop();
      observer?.disconnect();
    };
  }, [ad, closed]);

  if (!ad || closed === ad.id) return null;
  return (
    <Paper
      ref={ref}
      component="aside"
      aria-label={`Sponsored: ${ad.advertiser_name}`}
      variant="outlined"
      sx={{ position: 'relative', p: 2, display: 'flex', gap: 2, alignItems: 'center' }}
    >
      {ad.ad_image_url && (
        <Box
          component="img"
          src={ad.ad_image_url}
          alt=""
          // Its box is known before the image arrives (8:3, as the ad form previews it), so the
          // text beside it never moves when it loads.
          width={160}
          height={60}
          sx={{
            width: { xs: 96, sm: 160 },
            height: 'auto',
            aspectRatio: '8 / 3',
            objectFit: 'cover',
            borderRadius: 1,
            flex: 'none',
          }}
        />
      )}
      <Box sx={{ minWidth: 0, pr: 4 }}>
        <Typography variant="caption" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
          Sponsored · {ad.advertiser_name}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          <Link
            href={ad.ad_url}
            target="_blank"
            rel="noopener noreferrer sponsored"
            onClick={() => onClick(ad)}
          >
            {ad.ad_title}
          </Link>
        </Typography>
        {ad.ad_description && (
          <Typography variant="body2" color="text.secondary">
            {ad.ad_description}
          </Typography>
        )}
      </Box>
      <IconButton
        aria-label="Close ad"
        size="small"
        onClick={() => {
          // Moved before the ad goes, while it still has its place in the page.
          if (ref.current) focusableBeside(ref.current)?.focus();
          setClosed(ad.id);
        }}
        sx={{ position: 'absolute', top: 6, right: 6 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
});
