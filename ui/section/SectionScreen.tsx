import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SectionScreenProps {
  /** The page's title, as docs/product.md names it (e.g. 'Recovery Store'). */
  title: string;
  /** A short line under the title. */
  description?: string;
  /** The page's content, under the title. */
  children?: ReactNode;
}

/** A page of the main layout with its title; features fill it with their content. */
export function SectionScreen({ title, description, children }: SectionScreenProps) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="screenTitle" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {description}
        </Typography>
      )}
      {children}
    </Container>
  );
}
