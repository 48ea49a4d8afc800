/**
 * A part of a Resources tab under its h2 (named by it for screen readers), with an admin's add button beside the
 * title when `add` is given.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function Section({
  id,
  title,
  add,
  children,
}: {
  id: string;
  title: string;
  /** The add button (label and what it opens); none for a reader. */
  add?: { label: string; onClick: () => void } | null;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography id={id} variant="h2">
          {title}
        </Typography>
        {add ? (
          <Button variant="outlined" onClick={add.onClick}>
            {add.label}
          </Button>
        ) : null}
      </Stack>
      {children}
    </Box>
  );
}
