import EventNoteIcon from '@mui/icons-material/EventNote';
import GoogleIcon from '@mui/icons-material/Google';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PeopleIcon from '@mui/icons-material/People';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SIGN_IN_START_PATH } from '../../contract/auth';
import { CrisisLinks } from '../common/CrisisLinks';
import { Logo } from '../common/Logo';
import { PlainButton } from '../common/PlainButton';
import {
  SIGN_IN_FORM_ID,
  SIGN_IN_LABEL,
  SIGN_IN_LABEL_ATTRIBUTE,
  SIGN_IN_PROGRESS_LABEL,
} from './signInForm';

export interface LandingScreenProps {
  /** Starts sign-in with the identity provider. */
  onSignIn: () => void;
  /** True while the provider URL is being fetched; the button shows progress. @default false */
  signingIn?: boolean;
}

interface Feature {
  title: string;
  text: string;
  icon: ReactNode;
}

export const LANDING_FEATURES: Feature[] = [
  {
    title: 'Peer Support Network',
    text: 'Connect with people who understand: others in recovery, families and loved ones, and peers offering support.',
    icon: <PeopleIcon fontSize="large" aria-hidden="true" />,
  },
  {
    title: 'Local Resources',
    text: 'Find treatment centres, support groups and meeting places near you.',
    icon: <LocationOnIcon fontSize="large" aria-hidden="true" />,
  },
  {
    title: 'Recovery Tools & Crisis Support',
    text: 'Meditation guides, progress tracking and emergency resources whenever you need them.',
    icon: <SelfImprovementIcon fontSize="large" aria-hidden="true" />,
  },
];

/**
 * A form that starts sign-in on the server by itself, so the button works on the first tap even
 * before the app's code has run (the landing starts it when the person begins to use the page:
 * app/main.tsx); once it has, the app signs in its own way and reports a failure as a notice.
 */
function SignInButton({
  onSignIn,
  signingIn,
}: {
  /** Starts sign-in the app's way, once its code runs (the form's own submit is prevented). */
  onSignIn: () => void;
  /** Disables the button and shows 'Redirecting...'. */
  signingIn: boolean;
}) {
  return (
    <form id={SIGN_IN_FORM_ID} method="get" action={SIGN_IN_START_PATH}>
      <PlainButton
        type="submit"
        tone="light"
        startIcon={<GoogleIcon />}
        onClick={(event) => {
          event.preventDefault();
          onSignIn();
        }}
        disabled={signingIn}
      >
        <span {...{ [SIGN_IN_LABEL_ATTRIBUTE]: '' }}>
          {signingIn ? SIGN_IN_PROGRESS_LABEL : SIGN_IN_LABEL}
        </span>
      </PlainButton>
    </form>
  );
}

/** The public home page: what the network is, and the way in. */
export function LandingScreen({ onSignIn, signingIn = false }: LandingScreenProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <CrisisLinks />
      {/* A plain header rather than AppBar/Toolbar: the landing is the first page a phone loads. */}
      <Box
        component="header"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: 2,
          px: { xs: 2, sm: 3 },
          minHeight: { xs: 56, sm: 64 },
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <Logo />
      </Box>
      <Box component="main" sx={{ flex: 1 }}>
        <Box sx={{ bgcolor: 'primary.main', color: '#fff', py: { xs: 6, md: 10 } }}>
          <Box sx={{ maxWidth: 900, mx: 'auto', px: { xs: 2, sm: 3 }, textAlign: 'center' }}>
            <Typography variant="h1" sx={{ mb: 2 }}>
              Peer-Powered Recovery Support Network
            </Typography>
            <Typography sx={{ fontSize: '1.2rem', mb: 4, opacity: 0.95 }}>
              You don't have to do this alone. Share your journey, find support nearby, and use
              tools that help you through each day.
            </Typography>
            <SignInButton onSignIn={onSignIn} signingIn={signingIn} />
          </Box>
        </Box>
        <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: 6 }}>
          <Typography variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
            What you'll find here
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            {LANDING_FEATURES.map((f) => (
              <li key={f.title}>
                <Box
                  sx={{
                    height: '100%',
                    p: 2,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    bgcolor: 'background.paper',
                  }}
                >
                  <Box sx={{ color: 'primary.main', mb: 1 }}>{f.icon}</Box>
                  <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                    {f.title}
                  </Typography>
                  <Typography color="text.secondary">{f.text}</Typography>
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
      <Box component="footer" sx={{ bgcolor: '#1a1f24', color: '#e8ecef', py: 4 }}>
        <Box sx={{ maxWidth: 900, mx: 'auto', px: { xs: 2, sm: 3 } }}>
          <Typography
            component="h2"
            sx={{ fontWeight: 700, mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <EventNoteIcon fontSize="small" aria-hidden="true" /> Important
          </Typography>
          <Typography component="p" sx={{ fontSize: '0.9rem', lineHeight: 1.6 }}>
            This network does not replace professional care. If you are in crisis, contact emergency
            services (911) or the Suicide & Crisis Lifeline (988). What members share is personal
            opinion, not medical advice. Use caution when sharing personal information or meeting
            anyone in person.
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
