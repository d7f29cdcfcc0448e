import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** The four crisis lines (docs/product.md, Get Help and crisis lines), each one tap away. */
export const CRISIS_LINES = [
  { name: '988 Suicide & Crisis Lifeline', display: '988', href: 'tel:988' },
  { name: 'Crisis Text Line', display: 'Text HOME to 741741', href: 'sms:741741?&body=HOME' },
  { name: 'SAMHSA National Helpline', display: '1-800-662-4357', href: 'tel:18006624357' },
  { name: 'Emergency Services', display: '911', href: 'tel:911' },
] as const;

export interface CrisisLinksProps {
  /** 'bar' is the one-line strip on every screen; 'list' names each line. @default 'bar' */
  variant?: 'bar' | 'list';
}

/**
 * Crisis numbers reachable from every screen in one tap (docs/privacy-and-moderation.md, Crisis
 * lines on every screen).
 */
export function CrisisLinks({ variant = 'bar' }: CrisisLinksProps) {
  if (variant === 'list') {
    return (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {CRISIS_LINES.map((line) => (
          <li key={line.name}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {line.name}:{' '}
            </Typography>
            {/* Underlined: beside the line's name, colour alone would not say it is a link. */}
            <Link href={line.href} underline="always">
              {line.display}
            </Link>
          </li>
        ))}
      </Box>
    );
  }
  return (
    <Box
      component="aside"
      aria-label="Crisis support"
      sx={{
        bgcolor: '#7a1f1f',
        color: '#fff',
        px: 2,
        py: 0.75,
        fontSize: '0.9rem',
        textAlign: 'center',
      }}
    >
      In crisis?{' '}
      <Link href="tel:988" sx={{ color: 'inherit', fontWeight: 700, textDecoration: 'underline' }}>
        Call or text 988
      </Link>{' '}
      ·{' '}
      <Link
        href="sms:741741?&body=HOME"
        sx={{ color: 'inherit', fontWeight: 700, textDecoration: 'underline' }}
      >
        Text HOME to 741741
      </Link>{' '}
      · Emergency:{' '}
      <Link href="tel:911" sx={{ color: 'inherit', fontWeight: 700, textDecoration: 'underline' }}>
        911
      </Link>
    </Box>
  );
}
