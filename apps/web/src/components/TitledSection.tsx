/**
 * A section of a screen named by its heading (an h3; screen readers list it as a region of that name): the
 * heading's `id` labels the section, so tests and links can find it by name.
 *
 *   <TitledSection id="ratings-title" title="Ratings" sx={{ mt: 3 }}>…</TitledSection>
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

export interface TitledSectionProps {
  /** The heading's element id (unique on the page). */
  id: string;
  title: ReactNode;
  /** Space under the heading (most sections); off where the first child brings its own. */
  gutterBottom?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function TitledSection({ id, title, gutterBottom = true, sx, children }: TitledSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={sx}>
      <Typography id={id} variant="h3" component="h3" gutterBottom={gutterBottom}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
