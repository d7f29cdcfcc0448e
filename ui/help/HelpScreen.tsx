import MailOutlineIcon from '@mui/icons-material/MailOutlineRounded';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, useId, type ReactNode } from 'react';
import type { Advertisement, AdPlacement, SponsoredCenter } from '../../contract/help';
import type { LatLng } from '../../contract/map';
import { WaitingButton } from '../common/WaitingButton';
import { AdSlot } from './AdSlot';
import { CenterCard } from './CenterCard';
import { CrisisResources } from './CrisisResources';
import { ListingOffer } from './ListingOffer';

/** Where Get Help stands with the person's position (for distances only; never sent anywhere). */
export interface HelpLocation {
  /** 'idle' before asking, 'locating' while the button waits, 'known' (no button), or 'failed'. */
  status: 'idle' | 'locating' | 'known' | 'failed';
  /**
   * The text when it failed (docs/product.md, Location for distances), ending ' Distance
   * calculations will not be available.'
   */
  message: string | null;
}

export interface HelpScreenProps {
  /** The paid treatment-center listings, in the order shown. */
  centers: SponsoredCenter[];
  /** Whether the listings are loading, shown, or failed to load (with 'Try again'). */
  centersStatus: 'loading' | 'ready' | 'error';
  /** 'Try again' after the listings failed to load. */
  onRetryCenters: () => void;
  /** The person's position once known (distances), else null. */
  origin: LatLng | null;
  /** Where finding the person's position stands, for the location button and its message. */
  location: HelpLocation;
  /** 'Enable Location for Distance Info'. */
  onEnableLocation: () => void;
  /** The ad of each slot (top and bottom of the page); a null slot shows nothing. */
  ads: Record<AdPlacement, Advertisement | null>;
  /** Called once per ad, after it has been at least half in view for 1 s. */
  onAdImpression: (ad: Advertisement) => void;
  /** Called when the person opens an ad's link (it opens in a new tab). */
  onAdClick: (ad: Advertisement) => void;
  /** Called when the person taps a center's 'Call Admissions' (the link dials). */
  onCall: (center: SponsoredCenter) => void;
  /** Called when the person taps a center's Website button (the link opens in a new tab). */
  onWebsite: (center: SponsoredCenter) => void;
  /** The partnerships team's address, for the listing offer's mail links. */
  partnershipsEmail: string;
  /** 'Request Peer Support'. */
  onRequestSupport: () => void;
  /** The person's open support request, shown in 'Need Someone to Talk To?'. */
  supportStatus?: ReactNode;
  /** 'Contact us': opens the form to write to the team. */
  onContactUs: () => void;
  /** 'Ask about this listing' on a plan of the pricing panel (its name). */
  onAskAboutListing: (planName: string) => void;
}

/**
 * Get Help (docs/product.md, Get Help and crisis lines): the crisis lines first, then the paid
 * listings with their ad slots, the invitation to list, a way to reach a peer now, and one to
 * write to the team.
 * Accessibility: each section is named by its heading; 'Loading treatment centers...' is a status
 * live region, and a location failure is an alert.
 */
export function HelpScreen(props: HelpScreenProps) {
  // Each section is its own memoised piece: an answer arriving (the centers, an ad, the person's
  // position) draws again only the section it changes, not the whole page, which a phone would
  // feel as a pause on a page people open in distress.
  return (
    <Container maxWidth="lg" sx={{ py: 4, display: 'grid', gap: 4 }}>
      <HelpIntro />
      <CrisisResources />
      <TalkSection supportStatus={props.supportStatus} onRequestSupport={props.onRequestSupport} />
      <AdSlot ad={props.ads.top} onImpression={props.onAdImpression} onClick={props.onAdClick} />
      <CentersSection
        centers={props.centers}
        centersStatus={props.centersStatus}
        onRetryCenters={props.onRetryCenters}
        origin={props.origin}
        location={props.location}
        onEnableLocation={props.onEnableLocation}
        onCall={props.onCall}
        onWebsite={props.onWebsite}
      />
      <ListingSection
        partnershipsEmail={props.partnershipsEmail}
        onAskAboutListing={props.onAskAboutListing}
      />
      <ContactSection onContactUs={props.onContactUs} />
      <AdSlot ad={props.ads.bottom} onImpression={props.onAdImpression} onClick={props.onAdClick} />
    </Container>
  );
}

const HelpIntro = memo(function HelpIntro() {
  return (
    <Box>
      <Typography variant="screenTitle" component="h1" sx={{ mb: 1 }}>
        Get Help
      </Typography>
      <Typography color="text.secondary">
        You are not alone. If you are in danger or thinking about ending your life, reach out now.
      </Typography>
    </Box>
  );
});

const TalkSection = memo(function TalkSection({
  supportStatus,
  onRequestSupport,
}: Pick<HelpScreenProps, 'supportStatus' | 'onRequestSupport'>) {
  const talkId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={talkId}
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, p: 3 }}
    >
      <Typography id={talkId} component="h2" variant="h3">
        Need Someone to Talk To?
      </Typography>
      <Typography sx={{ my: 1 }}>
        Peers who have been there can reach out to you. They see only your display name and your
        words.
      </Typography>
      {supportStatus ?? (
        <Button
          variant="contained"
          onClick={onRequestSupport}
          sx={{ bgcolor: '#ffffff', color: 'primary.main', '&:hover': { bgcolor: '#e8eef2' } }}
        >
          Request Peer Support
        </Button>
      )}
    </Box>
  );
});

type CentersSectionProps = Pick<
  HelpScreenProps,
  | 'centers'
  | 'centersStatus'
  | 'onRetryCenters'
  | 'origin'
  | 'location'
  | 'onEnableLocation'
  | 'onCall'
  | 'onWebsite'
>;

const CentersSection = memo(function CentersSection(props: CentersSectionProps) {
  const centersId = useId();
  const { location } = props;
  return (
    <Box component="section" aria-labelledby={centersId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={centersId} component="h2" variant="h3">
          Inpatient Rehabs & Treatment Centers
        </Typography>
        <Chip size="small" label="Paid Placements" variant="outlined" />
      </Box>
      <Box sx={{ mb: 2 }}>
        {location.status !== 'known' && (
          <WaitingButton
            variant="outlined"
            size="small"
            startIcon={
              location.status === 'locating' ? (
                <CircularProgress size={16} aria-hidden />
              ) : (
                <MyLocationIcon />
              )
            }
            onClick={props.onEnableLocation}
            waiting={location.status === 'locating'}
          >
            Enable Location for Distance Info
          </WaitingButton>
        )}
        {location.message && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {location.message}
          </Alert>
        )}
      </Box>
      <Centers {...props} />
    </Box>
  );
});

const ListingSection = memo(function ListingSection({
  partnershipsEmail,
  onAskAboutListing,
}: Pick<HelpScreenProps, 'partnershipsEmail' | 'onAskAboutListing'>) {
  return (
    <Box component="section" aria-label="List your treatment center">
      <ListingOffer partnershipsEmail={partnershipsEmail} onAskAboutPlan={onAskAboutListing} />
    </Box>
  );
});

const ContactSection = memo(function ContactSection({
  onContactUs,
}: Pick<HelpScreenProps, 'onContactUs'>) {
  const contactId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={contactId}
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <Box sx={{ flex: '1 1 240px' }}>
        <Typography id={contactId} component="h2" variant="h3">
          Questions for our team?
        </Typography>
        <Typography variant="body2" color="text.secondary">
          About the network, your account or a listing: write to us and we answer by e-mail.
        </Typography>
      </Box>
      <Button variant="outlined" startIcon={<MailOutlineIcon />} onClick={onContactUs}>
        Contact us
      </Button>
    </Paper>
  );
});

function Centers({
  centers,
  centersStatus,
  onRetryCenters,
  origin,
  onCall,
  onWebsite,
}: CentersSectionProps) {
  if (centersStatus === 'loading')
    return (
      <Paper
        variant="outlined"
        role="status"
        sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center' }}
      >
        <CircularProgress size={20} aria-hidden />
        <Typography>Loading treatment centers...</Typography>
      </Paper>
    );
  if (centersStatus === 'error')
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRetryCenters}>
            Try again
          </Button>
        }
      >
        Treatment centers could not be loaded. The crisis lines above always work.
      </Alert>
    );
  if (centers.length === 0)
    return (
      <Typography color="text.secondary">
        No treatment centers are listed right now. The crisis lines above are there any time.
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {centers.map((c) => (
        <CenterCard key={c.id} center={c} origin={origin} onCall={onCall} onWebsite={onWebsite} />
      ))}
    </Box>
  );
}
