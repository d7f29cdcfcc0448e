import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Advertisement, AdPlacement } from '../../contract/help';
import { STORE_CATEGORIES, type StoreCategory } from '../../domain/shop/catalogue';
import { TabList } from '../common/TabList';
import { WaitingButton } from '../common/WaitingButton';
import { AdSlot } from '../help/AdSlot';

export interface ShopScreenProps {
  /** The ad of each slot (top and bottom of the page); a null slot shows nothing. */
  ads: Record<AdPlacement, Advertisement | null>;
  /** Called once per ad, after it has been at least half in view for 1 s. */
  onAdImpression: (ad: Advertisement) => void;
  /** Called when the person opens an ad's link (it opens in a new tab). */
  onAdClick: (ad: Advertisement) => void;
  /** Whether the person asked to hear when the store opens (null while not known). */
  notified: boolean | null;
  /** The request is on its way. @default false */
  notifying?: boolean;
  /** 'Notify me when the store opens' was pressed. */
  onNotifyMe: () => void;
}

const TESTIMONIALS = [
  {
    quote: 'The milestone stickers live on my fridge. Every one of them is a day I chose.',
    who: 'Jamie, 14 months',
  },
  {
    quote: 'I gave the encouragement cards to my sponsor. She keeps one in her wallet.',
    who: 'Priya, 3 years',
  },
  {
    quote: 'The guided journal got me through the first ninety days, one page at a time.',
    who: 'Marcus, 8 months',
  },
];

const WHY = [
  {
    title: 'Made for recovery',
    text: 'Every item is chosen with people in recovery and their families.',
  },
  {
    title: 'Supports the network',
    text: 'What the store earns keeps peer support free for everyone.',
  },
  {
    title: 'Private by design',
    text: 'Plain packaging, and we never share what you buy.',
  },
];

/**
 * The Recovery Store (docs/product.md, Store): categories, ad slots, 'Coming Soon' with 'Notify
 * me when the store opens', testimonials and 'Why Choose'. The product grid stays hidden until
 * it opens.
 * Accessibility: the categories are a tab list (arrow keys, Home and End move, Enter or Space
 * opens) and the panel is labelled by the open tab; the thanks after 'Notify me' is a status live
 * region.
 */
export function ShopScreen({
  ads,
  onAdImpression,
  onAdClick,
  notified,
  notifying = false,
  onNotifyMe,
}: ShopScreenProps) {
  const [category, setCategory] = useState<StoreCategory>('all');
  const shownId = useId();
  const voicesId = useId();
  const whyId = useId();
  const categoryLabel = STORE_CATEGORIES.find((c) => c.id === category)!.label;
  return (
    <Container maxWidth="lg" sx={{ py: 4, display: 'grid', gap: 3 }}>
      <Typography variant="screenTitle" component="h1">
        Recovery Store
      </Typography>
      <TabList
        tabs={STORE_CATEGORIES}
        value={category}
        onChange={setCategory}
        label="Categories"
        tabId={(id) => `${shownId}-tab-${id}`}
        panelId={() => shownId}
        scrollable
      />
      <AdSlot ad={ads.top} onImpression={onAdImpression} onClick={onAdClick} />

      <Paper
        component="section"
        role="tabpanel"
        id={shownId}
        aria-labelledby={`${shownId}-tab-${category}`}
        sx={{ p: 3, textAlign: 'center' }}
      >
        <Typography component="h2" variant="h3">
          Coming Soon
        </Typography>
        <Typography sx={{ my: 1 }}>
          {category === 'all'
            ? 'Stickers, journals, clothing, cards and accessories for every step of recovery are on their way.'
            : `${categoryLabel} are on their way.`}
        </Typography>
        {notified ? (
          <Typography role="status" sx={{ fontWeight: 700, color: 'success.main' }}>
            Thank you! We will let you know when the store opens.
          </Typography>
        ) : (
          <WaitingButton
            variant="contained"
            startIcon={<NotificationsActiveIcon />}
            onClick={onNotifyMe}
            disabled={notified === null}
            waiting={notifying}
          >
            {notifying ? 'Saving...' : 'Notify me when the store opens'}
          </WaitingButton>
        )}
      </Paper>

      <Box component="section" aria-labelledby={voicesId}>
        <Typography id={voicesId} component="h2" variant="h3" sx={{ mb: 1.5 }}>
          From our community
        </Typography>
        <Box
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}
        >
          {TESTIMONIALS.map((t) => (
            <Card key={t.who} variant="outlined" component="figure" sx={{ m: 0, p: 2 }}>
              <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic' }}>
                “{t.quote}”
              </Typography>
              <Typography
                component="figcaption"
                variant="body2"
                color="text.secondary"
                sx={{ mt: 1 }}
              >
                {t.who}
              </Typography>
            </Card>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby={whyId}>
        <Typography id={whyId} component="h2" variant="h3" sx={{ mb: 1.5 }}>
          Why Choose the Recovery Store
        </Typography>
        <Box
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}
        >
          {WHY.map((w) => (
            <Box key={w.title}>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {w.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {w.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>

      <AdSlot ad={ads.bottom} onImpression={onAdImpression} onClick={onAdClick} />
    </Container>
  );
}
