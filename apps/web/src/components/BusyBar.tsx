/** The thin progress bar on top of a card while its call runs; the same height of space when idle (no jump). */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

export function BusyBar({ busy, label }: { busy: boolean; label: string }) {
  return busy ? <LinearProgress aria-label={label} /> : <Box sx={{ height: 4 }} />;
}
