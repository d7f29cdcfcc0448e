import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LISTING_PLANS, PLACEHOLDER_SLOTS } from '../../contract/help';
import { visuallyHidden } from '../common/visuallyHidden';

export interface ListingOfferProps {
  /** The partnerships team's address (configuration). */
  partnershipsEmail: string;
  /** 'Ask about this listing' on a plan: opens the contact form as a listing inquiry. */
  onAskAboutPlan: (planName: string) => void;
}

/**
 * Six 'Featured Treatment Center #N' cards inviting facilities to list, and the pricing panel
 * with the three listings word for word (docs/product.md, Listing offer), each with a way to ask
 * about it.
 */
export function ListingOffer({ partnershipsEmail, onAskAboutPlan }: ListingOfferProps) {
  const pricingId = useId();
  const mailto = (slot: number) =>
    `mailto:${partnershipsEmail}?subject=${encodeURIComponent(`Listing: Featured Treatment Center #${slot}`)}`;
  return (
    <>
      <Box
        component="ul"
        aria-label="Open listing slots"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
        }}
      >
        {Array.from({ length: PLACEHOLDER_SLOTS }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Card variant="outlined" sx={{ p: 2, borderStyle: 'dashed', height: '100%' }}>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                Featured Treatment Center #{n}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ my: 0.5 }}>
                This spot is open for a treatment facility.
              </Typography>
              <Link href={mailto(n)} variant="body2">
                List your facility here
              </Link>
            </Card>
          </li>
        ))}
      </Box>
      <Box component="section" aria-labelledby={pricingId} sx={{ mt: 3 }}>
        <Typography id={pricingId} component="h3" variant="h3" sx={{ mb: 1.5 }}>
          Listing options for treatment centers
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' },
          }}
        >
          {LISTING_PLANS.map((plan) => (
            <Card
              key={plan.name}
              variant="outlined"
              sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}
            >
              <Typography component="h4" sx={{ fontWeight: 700 }}>
                {plan.name}
              </Typography>
              <Typography sx={{ fontSize: '1.4rem', fontWeight: 700, color: 'primary.main' }}>
                {plan.price}
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, my: 1, alignSelf: 'stretch' }}>
                {plan.features.map((f) => (
                  <li key={f}>
                    <Typography variant="body2">{f}</Typography>
                  </li>
                ))}
              </Box>
              {/* Pushed to the card's foot, so the three buttons line up. */}
              <Button
                variant="outlined"
                size="small"
                onClick={() => onAskAboutPlan(plan.name)}
                sx={{ mt: 'auto' }}
              >
                Ask about this listing
                <Box component="span" sx={visuallyHidden}>
                  : {plan.name}
                </Box>
              </Button>
            </Card>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          Questions about listing? Write to{' '}
          <Link href={`mailto:${partnershipsEmail}`} underline="always">
            {partnershipsEmail}
          </Link>
          .
        </Typography>
      </Box>
    </>
  );
}
