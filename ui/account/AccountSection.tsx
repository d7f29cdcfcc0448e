import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface AccountSectionProps {
  /** The card's heading, word for word as docs/product.md (Privacy & account) gives it. */
  title: string;
  /** The card's content, under its heading. */
  children: ReactNode;
}

/** One titled card of the Privacy & account page: a region named by its heading. */
export function AccountSection({ title, children }: AccountSectionProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Typography id={titleId} component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
