/** Frame for the public pages (login, reset, legal): product name bar, centred content, legal links. */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { APP_VERSION } from '@rlc/shared';
import { PRODUCT_NAME } from '../app/product.ts';

export function PublicFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="div">
            <Link component={RouterLink} to="/" color="inherit" underline="none">
              {PRODUCT_NAME}
            </Link>
          </Typography>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{
          flex: 1,
          px: 2,
          py: { xs: 3, sm: 6 },
          maxWidth: wide ? 960 : 'none',
          width: '100%',
          mx: 'auto',
        }}
      >
        {children}
      </Box>
      <Box component="footer" sx={{ py: 2, textAlign: 'center', color: 'text.secondary' }}>
        <Link component={RouterLink} to="/legal" sx={{ mx: 1 }}>
          Legal
        </Link>
        <Link component={RouterLink} to="/disclaimer" sx={{ mx: 1 }}>
          Disclaimer
        </Link>
        <Typography component="span" variant="body2" sx={{ mx: 1 }}>
          Version {APP_VERSION}
        </Typography>
      </Box>
    </Box>
  );
}
