/** Tabs between the account screens. */
import { Link as RouterLink, useLocation } from 'react-router';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const TABS = [
  { label: 'Permissions', to: '/corporate/account/permissions' },
  { label: 'Change Password', to: '/corporate/account/password' },
  { label: 'Multi-factor sign-in', to: '/corporate/account/mfa' },
];

export function AccountTabs() {
  const { pathname } = useLocation();
  const value = Math.max(
    0,
    TABS.findIndex((t) => pathname.startsWith(t.to)),
  );
  return (
    <Tabs value={value} aria-label="Account sections">
      {TABS.map((t) => (
        <Tab key={t.to} label={t.label} component={RouterLink} to={t.to} />
      ))}
    </Tabs>
  );
}
