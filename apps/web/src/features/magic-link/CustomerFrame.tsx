/**
 * The light frame of the magic-link customer's pages: the operator's name, an optional action on
 * the right (Sign out), and the content in one column that fits a phone (320–430 px) and centres on a desktop.
 * No staff app bar, navigation or consent dialogs.
 */
import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../../app/product.ts';

export function CustomerFrame({
  title,
  action,
  children,
  wide = false,
}: {
  /** The operator's name once known; the product's name before. */
  title?: string;
  action?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component="div" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {title || PRODUCT_NAME}
          </Typography>
          {action}
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{ flex: 1, px: 2, py: { xs: 2, sm: 4 }, width: '100%', maxWidth: wide ? 960 : 640, mx: 'auto' }}
      >
        {children}
      </Box>
    </Box>
  );
}
