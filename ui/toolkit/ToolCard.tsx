import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { VideoSearchLink } from './VideoSearchLink';

export interface ToolCardProps {
  /** The tool's name, shown as the card's heading. */
  title: string;
  /** The heading level that fits the page outline. */
  headingLevel: 'h2' | 'h3';
  /** A short line under the title. */
  subtitle: string;
  /** The guidance: a description or steps. */
  children: ReactNode;
  /** The card's main button. */
  action: ReactNode;
  /** What to search for on the video site. */
  videoQuery: string;
}

/** One tool in a `TileGrid`: title, guidance, its main button and a video search link. */
export function ToolCard({
  title,
  headingLevel,
  subtitle,
  children,
  action,
  videoQuery,
}: ToolCardProps) {
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {subtitle}
        </Typography>
        {children}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {action}
        <VideoSearchLink query={videoQuery}>Watch a video</VideoSearchLink>
      </CardActions>
    </Card>
  );
}
