/** A titled block of a form: a heading for screen-reader navigation and a responsive grid of fields. */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function FormSection({
  title,
  children,
  intro,
}: {
  title: string;
  children: ReactNode;
  intro?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}

/** Fields side by side on wide screens, stacked on narrow ones. */
export function FieldGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${columns}, 1fr)` },
      }}
    >
      {children}
    </Box>
  );
}
