import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import { visuallyHidden } from '../common/visuallyHidden';
import { videoSearchUrl } from '../../domain/toolkit/videoSearch';

export interface VideoSearchLinkProps {
  /** What to search for on the video site, e.g. 'guided meditation for recovery'. */
  query: string;
  /** Visible text; the link also says it opens a new tab. */
  children: string;
}

/** Opens the external video site's search for a topic in a new tab. */
export function VideoSearchLink({ query, children }: VideoSearchLinkProps) {
  return (
    <Link
      href={videoSearchUrl(query)}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {children}
      <OpenInNewIcon fontSize="inherit" aria-hidden />
      <span style={visuallyHidden}> (opens in a new tab)</span>
    </Link>
  );
}
